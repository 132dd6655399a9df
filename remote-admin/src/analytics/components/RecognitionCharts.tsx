import { useTranslation } from 'react-i18next';
import type { RecognitionSummary } from '@laurel/shared/contract';
import { ChartFigure, type ChartSize } from '../../reports-kit';
import { countFormat } from './count-format';
import styles from './Analytics.module.css';

export interface RecognitionChartsProps {
  summary: RecognitionSummary;
  /** Whose: 'you' or 'team', choosing the charts' titles. */
  whose: 'you' | 'team';
  chartSize?: ChartSize;
}

/** Recognition given and received week by week, and the values used, each with its table. */
export function RecognitionCharts({ summary, whose, chartSize }: RecognitionChartsProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'analytics' });
  const count = countFormat(i18n.language);
  const day = (iso: string) =>
    new Date(`${iso}T00:00:00.000Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <div className={styles.charts}>
      <ChartFigure
        title={t(`${whose}.weeks`)}
        kind="line"
        categoryLabel={t('week')}
        rows={summary.weeks.map((week) => ({
          label: day(week.week_start),
          values: { given: week.given, received: week.received },
        }))}
        series={[
          { key: 'given', label: t('series.given') },
          { key: 'received', label: t('series.received') },
        ]}
        size={chartSize}
        format={(value) => count.format(value)}
        wholeNumbers
      />
      {summary.values.length > 0 ? (
        <ChartFigure
          title={t(`${whose}.values`)}
          kind="bar"
          categoryLabel={t('value')}
          rows={summary.values.map((value) => ({ label: `#${value.hashtag}`, values: { count: value.count } }))}
          series={[{ key: 'count', label: t('series.count') }]}
          size={chartSize}
          format={(value) => count.format(value)}
          wholeNumbers
        />
      ) : (
        <p className={styles.muted}>{t(`${whose}.noValues`)}</p>
      )}
    </div>
  );
}
