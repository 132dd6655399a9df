import { useTranslation } from 'react-i18next';
import { ChartFigure, useReportFilters } from '../../reports-kit';
import { useParticipationComparison } from '../api/get-participation-comparison';
import { formatDay } from '../format-day';
import { DepartmentComparison } from './DepartmentComparison';
import { ParticipationFrame } from './ParticipationFrame';
import { percent } from './share-series';
import styles from './Participation.module.css';

/** `/admin/reports/participation/compare`: the range against the one before it, and department against department. */
export function CompareView() {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'participation' });
  const { filters } = useReportFilters();
  const { data, error, isLoading, retry } = useParticipationComparison(filters);
  const day = (value: string) => formatDay(value, i18n.language);
  return (
    <ParticipationFrame status={{ isLoading, error, retry, isEmpty: data?.current.people === 0 }}>
      {data && (
        <>
          <p className={styles.muted}>
            {t('compare.periodsIntro', {
              start: day(data.range.start_date),
              end: day(data.range.end_date),
              previousStart: day(data.previousRange.start_date),
              previousEnd: day(data.previousRange.end_date),
            })}
          </p>
          <ChartFigure
            title={t('compare.periodsTitle')}
            kind="bar"
            categoryLabel={t('compare.measure')}
            rows={[
              {
                label: t('compare.gave'),
                values: { current: data.current.giverShare, previous: data.previous.giverShare },
              },
              {
                label: t('compare.received'),
                values: { current: data.current.receiverShare, previous: data.previous.receiverShare },
              },
            ]}
            series={[
              { key: 'current', label: t('series.current') },
              { key: 'previous', label: t('series.previous') },
            ]}
            format={percent}
            valueMax={100}
            tableShown
          />
          <DepartmentComparison key={data.range.start_date + data.range.end_date} departments={data.departments} />
        </>
      )}
    </ParticipationFrame>
  );
}
