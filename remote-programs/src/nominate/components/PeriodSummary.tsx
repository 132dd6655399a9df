import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NominatorNominationPeriod } from '@laurel/shared/contract';
import { richTextElements } from '@laurel/shared/text';
import { nominationsLeft } from '../nomination-draft';
import styles from './Nominate.module.css';

/** The period's dates, nominations left and description, above the nominate form. */
export function PeriodSummary({ period }: { period: NominatorNominationPeriod }) {
  const { t, i18n } = useTranslation('nominations');
  const description = useMemo(() => richTextElements(period.description), [period.description]);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const start = dates.format(new Date(period.startDate));
  const left = nominationsLeft(period.nominationLimit, period.currentUserNominations.length);
  return (
    <div className={styles.summary}>
      <p className={styles.meta}>
        <span className={`${styles.status} ${styles[period.status]}`}>{t(`period.status.${period.status}`)}</span>
        <span>
          {period.endDate === null
            ? t('period.datesOpenEnded', { start })
            : t('period.dates', { start, end: dates.format(new Date(period.endDate)) })}
        </span>
      </p>
      <p className={styles.left}>
        {left === null ? t('period.unlimited') : t('period.left', { count: left, limit: period.nominationLimit })}
      </p>
      {description.length > 0 && <div className={styles.description}>{description}</div>}
    </div>
  );
}
