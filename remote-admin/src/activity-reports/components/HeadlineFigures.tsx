import { useTranslation } from 'react-i18next';
import styles from './ActivityReports.module.css';

export interface HeadlineFigure {
  key: string;
  label: string;
  value: string;
}

/** The report's totals for the filters, above its chart and tables. */
export function HeadlineFigures({ figures }: { figures: readonly HeadlineFigure[] }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  return (
    <section aria-label={t('headline')}>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
