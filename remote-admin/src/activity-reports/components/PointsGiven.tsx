import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../reports-kit';
import { formatNumber } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures } from './HeadlineFigures';
import { ReportTable } from './ReportTable';
import { useDepartmentName } from './use-department-name';

/** Points each person and department gave, and the allowance it used. */
export function PointsGiven({ today }: { today?: Date }) {
  const { t } = useTranslation('activity_reports');
  const departmentName = useDepartmentName();
  return (
    <ActivityReportView
      today={today}
      report="points_given_report"
      copy="pointsGiven"
      isEmpty={(result) => result.totals.recognitions === 0}
    >
      {({ totals, byDepartment, rows }, pages) => (
        <>
          <HeadlineFigures
            figures={(['points', 'recognitions', 'givers', 'allowanceUsed'] as const).map((key) => ({
              key,
              label: t(`pointsGiven.figures.${key}`),
              value: formatNumber(totals[key]),
            }))}
          />
          <ChartFigure
            title={t('pointsGiven.chart')}
            kind="bar"
            categoryLabel={t('department')}
            rows={byDepartment.map((row) => ({
              label: departmentName(row.department),
              values: { points: row.points },
            }))}
            series={[{ key: 'points', label: t('pointsGiven.figures.points') }]}
          />
          <ReportTable
            title={t('pointsGiven.table')}
            rows={rows}
            rowKey={(row) => row.user.id}
            footer={pages}
            columns={[
              { key: 'person', header: t('person'), cell: (row) => row.user.displayName, rowHeader: true },
              { key: 'department', header: t('department'), cell: (row) => departmentName(row.department) },
              {
                key: 'recognitions',
                header: t('pointsGiven.columns.recognitions'),
                cell: (row) => formatNumber(row.recognitions),
                numeric: true,
              },
              {
                key: 'points',
                header: t('pointsGiven.columns.points'),
                cell: (row) => formatNumber(row.points),
                numeric: true,
              },
              {
                key: 'allowanceUsed',
                header: t('pointsGiven.columns.allowanceUsed'),
                cell: (row) => formatNumber(row.allowanceUsed),
                numeric: true,
              },
            ]}
          />
        </>
      )}
    </ActivityReportView>
  );
}
