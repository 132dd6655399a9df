import { useTranslation } from 'react-i18next';
import type { ParticipationFigures } from '@laurel/shared/contract';
import styles from './Participation.module.css';

/** The range's headline: shares of the people counted who gave and who received. */
export function ParticipationStats({ figures }: { figures: ParticipationFigures }) {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const stat = (label: string, share: number, count: number) => (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.figure}>{t('figures.share', { share })}</span>
        {t('figures.ofPeople', { count, people: figures.people })}
      </dd>
    </div>
  );
  return (
    <dl className={styles.stats}>
      {stat(t('figures.gave'), figures.giverShare, figures.givers)}
      {stat(t('figures.received'), figures.receiverShare, figures.receivers)}
      <div className={styles.stat}>
        <dt>{t('figures.recognitions')}</dt>
        <dd>
          <span className={styles.figure}>{figures.recognitions.toLocaleString('en')}</span>
          {t('figures.people', { count: figures.people })}
        </dd>
      </div>
    </dl>
  );
}
