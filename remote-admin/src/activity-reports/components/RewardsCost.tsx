import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../reports-kit';
import { currencyFormat, formatMonth, formatNumber } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures } from './HeadlineFigures';
import { ReportTable } from './ReportTable';

/** What the redeemed rewards cost in the budget's currency, by month and by reward category. */
export function RewardsCost({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  const column = (key: string) => t(`rewardsCost.columns.${key}`);
  return (
    <ActivityReportView
      today={today}
      report="rewards_cost"
      copy="rewardsCost"
      isEmpty={(result) => result.totals.orders === 0}
      describe={(result) =>
        t('rewardsCost.description', {
          count: result?.currency.exchangeRate ?? 1,
          currency: result?.currency.isoCode ?? 'USD',
        })
      }
    >
      {({ totals, byMonth, rows, currency }, pages) => {
        const money = currencyFormat(currency.isoCode);
        return (
          <>
            <HeadlineFigures
              figures={[
                { key: 'cost', label: t('rewardsCost.figures.cost'), value: money(totals.cost) },
                { key: 'points', label: t('rewardsCost.figures.points'), value: formatNumber(totals.points) },
                { key: 'orders', label: t('rewardsCost.figures.orders'), value: formatNumber(totals.orders) },
              ]}
            />
            <ChartFigure
              title={t('rewardsCost.chart')}
              kind="bar"
              categoryLabel={t('rewardsCost.month')}
              rows={byMonth.map((month) => ({ label: formatMonth(month.month), values: { cost: month.cost } }))}
              series={[{ key: 'cost', label: t('rewardsCost.series.cost', { currency: currency.isoCode }) }]}
              format={money}
            />
            <ReportTable
              title={t('rewardsCost.table')}
              rows={rows}
              rowKey={(row) => row.category}
              footer={pages}
              columns={[
                {
                  key: 'category',
                  header: column('category'),
                  cell: (row) => t(`categories.${row.category}`, { defaultValue: row.category }),
                  rowHeader: true,
                },
                { key: 'orders', header: column('orders'), cell: (row) => formatNumber(row.orders), numeric: true },
                { key: 'points', header: column('points'), cell: (row) => formatNumber(row.points), numeric: true },
                { key: 'cost', header: column('cost'), cell: (row) => money(row.cost), numeric: true },
              ]}
            />
          </>
        );
      }}
    </ActivityReportView>
  );
}
