import { useTranslation } from 'react-i18next';
import { formatNumber } from '../report-format';
import { PointsReportView } from './PointsReportView';

/** Points each person and department earned from recognitions. */
export function PointsEarned({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  return (
    <PointsReportView
      today={today}
      report="points_earned"
      copy="pointsEarned"
      headline={(totals) =>
        (['points', 'recognitions', 'receivers'] as const).map((key) => ({
          key,
          label: t(`pointsEarned.figures.${key}`),
          value: formatNumber(totals[key]),
        }))
      }
    />
  );
}
