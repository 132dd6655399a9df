import { useTranslation } from 'react-i18next';
import { ChartFigure, useReportFilters } from '../../reports-kit';
import { useGivingAndReceiving } from '../api/get-giving-and-receiving';
import { formatDay } from '../format-day';
import { ParticipationFrame } from './ParticipationFrame';
import { ParticipationStats } from './ParticipationStats';
import { PeopleTable } from './PeopleTable';
import { percent, shareRow, shareSeries } from './share-series';
import styles from './Participation.module.css';

/** `/admin/reports/participation/giving-and-receiving`: shares who gave and received, by week, department and person. */
export function GivingAndReceivingView() {
  const { t, i18n } = useTranslation('participation');
  const { filters, page, pageSearch } = useReportFilters();
  const { data, error, isLoading, retry } = useGivingAndReceiving(filters, page);
  return (
    <ParticipationFrame status={{ isLoading, error, retry, isEmpty: data?.totals.people === 0 }}>
      {data && (
        <>
          <ParticipationStats figures={data.totals} />
          <div className={styles.charts}>
            <ChartFigure
              title={t('weekly.title')}
              kind="line"
              categoryLabel={t('weekly.category')}
              rows={data.weeks.map((week) => shareRow(formatDay(week.weekStart, i18n.language), week))}
              series={shareSeries(t)}
              format={percent}
              valueMax={100}
            />
            <ChartFigure
              title={t('departments.title')}
              kind="bar"
              categoryLabel={t('departments.category')}
              rows={data.departments.map((department) => shareRow(department.department, department))}
              series={shareSeries(t)}
              format={percent}
              valueMax={100}
            />
          </div>
          <PeopleTable people={data.people} searchOf={pageSearch} />
        </>
      )}
    </ParticipationFrame>
  );
}
