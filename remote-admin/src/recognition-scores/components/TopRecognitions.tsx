import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScoredRecognition } from '@laurel/shared/contract';
import { useCompanyTimeZone } from '../../ui/use-company-time-zone';
import { scoreText } from '../month-label';
import styles from './RecognitionScores.module.css';

/** The best-scoring public recognitions of the months chosen, each linking to its page (programs §3). */
export function TopRecognitions({ records }: { records: readonly ScoredRecognition[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const language = i18n.language;
  const timeZone = useCompanyTimeZone();
  if (records.length === 0) return <p className={styles.muted}>{t('top.empty')}</p>;
  return (
    <ol className={styles.list} aria-label={t('top.heading')}>
      {records.map((record) => {
        const giver = record.giver?.displayName ?? t('top.unknownGiver');
        const receivers = record.receivers.map((receiver) => receiver.displayName).join(', ');
        return (
          <li key={record.id} className={styles.recognition}>
            <span className={styles.score}>
              {t('top.score', { score: scoreText(record.qualityScore.score, language) })}
            </span>
            <span>
              <Link to={`/bonuses/${record.id}`}>{t('top.from', { giver, receivers })}</Link>{' '}
              <span className={styles.muted}>
                {new Date(record.createdAt).toLocaleDateString(language, { dateStyle: 'medium', timeZone })}
                {' · '}
                {t('top.points', { count: record.familyAmount })}
              </span>
            </span>
            <p className={styles.reason}>{record.reason}</p>
          </li>
        );
      })}
    </ol>
  );
}
