import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@laurel/shared/contract';
import { periodText } from '../period-text';
import { CheckInAnswers } from './CheckInAnswers';
import styles from './CheckIns.module.css';

/** The reader's earlier check-ins, newest first, each with the manager's answer. */
export function CheckInHistory({ history }: { history: CheckIn[] }) {
  const { t, i18n } = useTranslation('growth');
  return (
    <section aria-labelledby="check-in-history-title" className={styles.section}>
      <h2 id="check-in-history-title" className={styles.subtitle}>
        {t('checkIns.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('checkIns.history.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {history.map((checkIn) => (
            <li key={checkIn.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{periodText(i18n.language, checkIn.period)}</h3>
              <CheckInAnswers checkIn={checkIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
