import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../reports-kit';
import { formatNumber } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures } from './HeadlineFigures';
import { ReportTable } from './ReportTable';
import { useDepartmentName } from './use-department-name';

/** Points each person and department earned from recognitions. */
export function PointsEarned({ today }: { today?: Date }) {
  const { t } = useTranslation('activity_reports');
  const departmentName = useDepartmentName();
  return (
    <ActivityReportView
      today={today}
      report="points_earned"
      copy="pointsEarned"
      isEmpty={(result) => result.totals.recognitions === 0}
    >
      {({ totals, byDepartment, rows }, pages) => (
        <>
          <HeadlineFigures
            figures={(['points', 'recognitions', 'receivers'] as const).map((key) => ({
              key,
              label: t(`pointsEarned.figures.${key}`),
              value: formatNumber(totals[key]),
            }))}
          />
          <ChartFigure
            title={t('pointsEarned.chart')}
            kind="bar"
            categoryLabel={t('department')}
            rows={byDepartment.map((row) => ({
              label: departmentName(row.department),
              values: { points: row.points },
            }))}
            series={[{ key: 'points', label: t('pointsEarned.figures.points') }]}
          />
          <ReportTable
            title={t('pointsEarned.table')}
            rows={rows}
            rowKey={(row) => row.user.id}
            footer={pages}
            columns={[
              { key: 'person', header: t('person'), cell: (row) => row.user.displayName, rowHeader: true },
              { key: 'department', header: t('department'), cell: (row) => departmentName(row.department) },
              {
                key: 'recognitions',
                header: t('pointsEarned.columns.recognitions'),
                cell: (row) => formatNumber(row.recognitions),
                numeric: true,
              },
              {
                key: 'points',
                header: t('pointsEarned.columns.points'),
                cell: (row) => formatNumber(row.points),
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </ActivityReportView>
  );
}
