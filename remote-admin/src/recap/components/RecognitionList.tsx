import { useTranslation } from 'react-i18next';
import type { RecapRecognition } from '@laurel/shared/contract';
import styles from './Recap.module.css';

interface RecognitionListProps {
  recognitions: RecapRecognition[];
  /** Received recognitions name their giver; given ones their receivers. */
  side: 'received' | 'given';
  empty: string;
}

/** Each recognition with its date, the other side, points, values and the message as written (text, never markup). */
export function RecognitionList({ recognitions, side, empty }: RecognitionListProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recap' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (recognitions.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.recognitions}>
      {recognitions.map((recognition) => (
        <li key={recognition.id} className={styles.recognition}>
          <p className={styles.recognitionHead}>
            <time dateTime={recognition.createdAt}>{day.format(new Date(recognition.createdAt))}</time>
            <span>
              {side === 'received'
                ? t('recognition.from', { name: recognition.giver?.displayName ?? t('recognition.unknownGiver') })
                : t('recognition.to', { names: recognition.receivers.map((person) => person.displayName).join(', ') })}
            </span>
            <strong>{t('recognition.points', { count: recognition.amount })}</strong>
          </p>
          <p className={styles.reason}>{recognition.reason}</p>
          {recognition.hashtags.length > 0 && (
            <p className={styles.values}>
              <span className={styles.visuallyHidden}>{t('recognition.values')}: </span>
              {recognition.hashtags.map((hashtag) => `#${hashtag}`).join(' ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
