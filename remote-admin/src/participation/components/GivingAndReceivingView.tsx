import { useTranslation } from 'react-i18next';
import { useReportFilters } from '../../reports-kit';
import { useGivingAndReceiving } from '../api/get-giving-and-receiving';
import { formatDay } from '../format-day';
import { ParticipationFrame } from './ParticipationFrame';
import { ParticipationStats } from './ParticipationStats';
import { PeopleTable } from './PeopleTable';
import { ShareCharts } from './ShareCharts';

/** `/admin/reports/participation/giving-and-receiving`: shares who gave and received, by week, department and person. */
export function GivingAndReceivingView() {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'participation' });
  const { filters, page, pageSearch } = useReportFilters();
  const { data, error, isLoading, retry } = useGivingAndReceiving(filters, page);
  return (
    <ParticipationFrame status={{ isLoading, error, retry, isEmpty: data?.totals.people === 0 }}>
      {data && (
        <>
          <ParticipationStats figures={data.totals} />
          <ShareCharts
            tSeries={t}
            overTime={{
              title: t('weekly.title'),
              kind: 'line',
              categoryLabel: t('weekly.category'),
              items: data.weeks,
              labelOf: (week) => formatDay(week.weekStart, i18n.language),
            }}
            departments={{
              title: t('departments.title'),
              categoryLabel: t('departments.category'),
              items: data.departments,
            }}
          />
          <PeopleTable people={data.people} searchOf={pageSearch} />
        </>
      )}
    </ParticipationFrame>
  );
}
