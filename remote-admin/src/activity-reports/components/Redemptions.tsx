import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures } from './HeadlineFigures';
import { ReportTable } from './ReportTable';
import { useDepartmentName } from './use-department-name';

/** The rewards ordered in the range with their state, and what was redeemed by reward type. */
export function Redemptions({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  const departmentName = useDepartmentName();
  const column = (key: string) => t(`redemptions.columns.${key}`);
  return (
    <ActivityReportView
      today={today}
      report="redemptions"
      copy="redemptions"
      isEmpty={(result) => result.pagination.totalCount === 0}
    >
      {({ totals, byRewardType, rows }, pages) => (
        <>
          <HeadlineFigures
            figures={(['orders', 'points'] as const).map((key) => ({
              key,
              label: t(`redemptions.figures.${key}`),
              value: formatNumber(totals[key]),
            }))}
          />
          <ReportTable
            title={t('redemptions.byType')}
            rows={byRewardType}
            rowKey={(row) => row.rewardType}
            columns={[
              {
                key: 'rewardType',
                header: column('rewardType'),
                cell: (row) => t(`rewardTypes.${row.rewardType}`),
                rowHeader: true,
              },
              { key: 'orders', header: column('orders'), cell: (row) => formatNumber(row.orders), numeric: true },
              { key: 'points', header: column('points'), cell: (row) => formatNumber(row.points), numeric: true },
            ]}
          />
          <ReportTable
            title={t('redemptions.table')}
            rows={rows}
            rowKey={(row) => row.id}
            footer={pages}
            columns={[
              { key: 'date', header: column('date'), cell: (row) => formatDay(row.createdAt) },
              { key: 'person', header: t('person'), cell: (row) => row.user.displayName },
              { key: 'department', header: t('department'), cell: (row) => departmentName(row.department) },
              { key: 'reward', header: column('reward'), cell: (row) => row.reward },
              { key: 'rewardType', header: column('rewardType'), cell: (row) => t(`rewardTypes.${row.rewardType}`) },
              { key: 'points', header: column('points'), cell: (row) => formatNumber(row.points), numeric: true },
              { key: 'status', header: column('status'), cell: (row) => t(`redemptions.statuses.${row.status}`) },
            ]}
          />
        </>
      )}
    </ActivityReportView>
  );
}
