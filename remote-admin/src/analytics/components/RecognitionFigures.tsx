import { useTranslation } from 'react-i18next';
import type { RecognitionSummary } from '@laurel/shared/contract';
import styles from './Analytics.module.css';

const FIGURES = [
  ['given', 'given'],
  ['received', 'received'],
  ['pointsGiven', 'points_given'],
  ['pointsReceived', 'points_received'],
] as const;

/** The four totals of a summary, each named. */
export function RecognitionFigures({ summary }: { summary: RecognitionSummary }) {
  const { t } = useTranslation('analytics');
  return (
    <dl className={styles.figures}>
      {FIGURES.map(([label, key]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`figures.${label}`)}</dt>
          <dd>{summary[key].toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
}
