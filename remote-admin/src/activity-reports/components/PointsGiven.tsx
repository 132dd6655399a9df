import { useTranslation } from 'react-i18next';
import { formatNumber } from '../report-format';
import { PointsReportView } from './PointsReportView';

/** Points each person and department gave, and the allowance it used. */
export function PointsGiven({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  return (
    <PointsReportView
      today={today}
      report="points_given_report"
      copy="pointsGiven"
      headline={(totals) =>
        (['points', 'recognitions', 'givers', 'allowanceUsed'] as const).map((key) => ({
          key,
          label: t(`pointsGiven.figures.${key}`),
          value: formatNumber(totals[key]),
        }))
      }
      moreColumns={[
        {
          key: 'allowanceUsed',
          header: t('pointsGiven.columns.allowanceUsed'),
          cell: (row) => formatNumber(row.allowanceUsed),
          numeric: true,
        },
      ]}
    />
  );
}
