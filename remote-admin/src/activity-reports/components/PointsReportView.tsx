import { useTranslation } from 'react-i18next';
import type { ActivityReportResults } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { formatNumber } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures, type HeadlineFigure } from './HeadlineFigures';
import { ReportTable, type ReportColumn } from './ReportTable';
import { useDepartmentName } from './use-department-name';

type PointsReport = 'points_earned' | 'points_given_report';
type Totals<Report extends PointsReport> = ActivityReportResults[Report]['totals'];
type Row<Report extends PointsReport> = ActivityReportResults[Report]['rows'][number];

export interface PointsReportViewProps<Report extends PointsReport> {
  report: Report;
  copy: 'pointsEarned' | 'pointsGiven';
  today?: Date;
  /** The headline figures from the report's totals. */
  headline: (totals: Totals<Report>) => readonly HeadlineFigure[];
  /** After each person's department, recognitions and points. */
  moreColumns?: readonly ReportColumn<Row<Report>>[];
}

/** Points given or earned: headline figures, points by department, and each person's recognitions and points. */
export function PointsReportView<Report extends PointsReport>({
  report,
  copy,
  today,
  headline,
  moreColumns = [],
}: PointsReportViewProps<Report>) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  const departmentName = useDepartmentName();
  return (
    <ActivityReportView
      today={today}
      report={report}
      copy={copy}
      isEmpty={(result) => result.totals.recognitions === 0}
    >
      {({ totals, byDepartment, rows }, pages) => (
        <>
          <HeadlineFigures figures={headline(totals)} />
          <ChartFigure
            title={t(`${copy}.chart`)}
            kind="bar"
            categoryLabel={t('department')}
            rows={byDepartment.map((row) => ({
              label: departmentName(row.department),
              values: { points: row.points },
            }))}
            series={[{ key: 'points', label: t(`${copy}.figures.points`) }]}
          />
          <ReportTable<Row<Report>>
            title={t(`${copy}.table`)}
            rows={rows}
            rowKey={(row) => row.user.id}
            footer={pages}
            columns={[
              { key: 'person', header: t('person'), cell: (row) => row.user.displayName, rowHeader: true },
              { key: 'department', header: t('department'), cell: (row) => departmentName(row.department) },
              {
                key: 'recognitions',
                header: t(`${copy}.columns.recognitions`),
                cell: (row) => formatNumber(row.recognitions),
                numeric: true,
              },
              {
                key: 'points',
                header: t(`${copy}.columns.points`),
                cell: (row) => formatNumber(row.points),
                numeric: true,
              },
              ...moreColumns,
            ]}
          />
        </>
      )}
    </ActivityReportView>
  );
}
