import { useTranslation } from 'react-i18next';
import { usePermission } from '@laurel/shared';
import type { HashtagSummary } from '@laurel/shared/recognition';
import { openGiveRecognition } from '../../feed/open-give-recognition';
import styles from './People.module.css';

/** The value's name and what it means to the company, and a way to recognise someone for it. */
export function HashtagHeader({ summary }: { summary: HashtagSummary }) {
  const { t } = useTranslation('recognition');
  const canGive = usePermission('can-give-recognition');
  const { hashtag } = summary;
  return (
    <header className={styles.header}>
      <div className={styles.who}>
        <p className={styles.detail}>{summary.is_company_value ? t('hashtag.companyValue') : t('hashtag.notAValue')}</p>
        <h1 className={styles.name}>#{hashtag}</h1>
        {summary.description && <p>{summary.description}</p>}
        <p className={styles.detail}>{t('hashtag.count', { count: summary.recognitions_count })}</p>
      </div>
      {canGive && (
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => openGiveRecognition({ text: `#${hashtag} ` })}
        >
          {t('hashtag.give', { hashtag })}
        </button>
      )}
    </header>
  );
}
