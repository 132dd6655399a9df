import { useTranslation } from 'react-i18next';
import { CsvExportButton, ReportPage, useReportFilters } from '../../reports-kit';
import { useParticipationSummary } from '../api/get-participation-summary';
import { ParticipationFilters } from '../components/ParticipationFilters';
import { ParticipationStats } from '../components/ParticipationStats';
import { ShareCharts } from '../components/ShareCharts';
import { percent } from '../components/share-series';
import { formatMonth } from '../format-day';
import '../participation-copy';
import styles from '../components/Participation.module.css';

/** `/admin/reports/participation-summary`: the company's participation month by month and by department. */
export function ParticipationSummaryReport() {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'participationSummary' });
  const { t: tParticipation } = useTranslation('reports', { keyPrefix: 'participation' });
  const { filters, setFilters } = useReportFilters();
  const { data, error, isLoading, retry } = useParticipationSummary(filters);
  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={<ParticipationFilters filters={filters} onChange={setFilters} withTeam={false} />}
      actions={<CsvExportButton report="participation_summary" filters={filters} />}
      status={{ isLoading, error, retry, isEmpty: data?.totals.people === 0 }}
    >
      {data && (
        <>
          <ParticipationStats figures={data.totals} />
          <ShareCharts
            tSeries={tParticipation}
            overTime={{
              title: t('monthly.title'),
              kind: 'bar',
              categoryLabel: t('monthly.category'),
              items: data.months,
              labelOf: (month) => formatMonth(month.month, i18n.language),
            }}
            departments={{
              title: t('departments.title'),
              categoryLabel: t('departments.category'),
              items: data.departments,
            }}
          />
          <table className={styles.table}>
            <caption>{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('monthly.category')}</th>
                <th scope="col" className={styles.number}>
                  {t('table.people')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('table.givers')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('table.receivers')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('table.recognitions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month, i18n.language)}</th>
                  <td className={styles.number}>{month.people}</td>
                  <td className={styles.number}>{`${month.givers} (${percent(month.giverShare)})`}</td>
                  <td className={styles.number}>{`${month.receivers} (${percent(month.receiverShare)})`}</td>
                  <td className={styles.number}>{month.recognitions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ReportPage>
  );
}
