import { useTranslation } from 'react-i18next';
import type { MonthlyAverage } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { monthLabel, scoreText } from '../month-label';

/** The six months up to the overview month, drawn and tabled. */
export function MonthlyAverageChart({ records }: { records: readonly MonthlyAverage[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  // A month without recognitions has no average: left out rather than drawn as a zero.
  const rows = records.flatMap((record) =>
    record.averageScore === null
      ? []
      : [{ label: monthLabel(record.month, i18n.language), values: { average: record.averageScore } }],
  );
  return (
    <ChartFigure
      title={t('monthly.title')}
      kind="line"
      categoryLabel={t('monthly.month')}
      rows={rows}
      series={[{ key: 'average', label: t('monthly.average') }]}
      format={(value) => scoreText(value, i18n.language)}
    />
  );
}
