import { useTranslation } from 'react-i18next';
import type { RecognitionSummary } from '@laurel/shared/contract';
import { countFormat } from './count-format';
import styles from './Analytics.module.css';

const FIGURES = [
  ['given', 'given'],
  ['received', 'received'],
  ['pointsGiven', 'points_given'],
  ['pointsReceived', 'points_received'],
] as const;

/** The four totals of a summary, each named. */
export function RecognitionFigures({ summary }: { summary: RecognitionSummary }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'analytics' });
  const count = countFormat(i18n.language);
  return (
    <dl className={styles.figures}>
      {FIGURES.map(([label, key]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`figures.${label}`)}</dt>
          <dd>{count.format(summary[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
