import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage, type ReportStatus } from '../../reports-kit';
import { useRecognitionScoresMonths } from '../use-recognition-scores-months';
import {
  useDepartmentAverages,
  useFilterOptions,
  useMonthAverages,
  useMonthlyAverages,
  useTopScoring,
  type TopRecognitionFilter,
} from '../api/use-recognition-quality';
import { MonthField } from './MonthField';
import { AverageCards } from './AverageCards';
import { MonthlyAverageChart } from './MonthlyAverageChart';
import { DepartmentAverages } from './DepartmentAverages';
import { TopRecognitionFilters } from './TopRecognitionFilters';
import { TopRecognitions } from './TopRecognitions';
import { ReadState } from './ReadState';
import styles from './RecognitionScores.module.css';

const NO_FILTER: TopRecognitionFilter = { type: '', value: '', direction: 'giver' };

type Read = { isLoading: boolean; error?: unknown; retry: () => void };

const statusOf = (reads: Read[]): ReportStatus => ({
  isLoading: reads.some((read) => read.isLoading),
  error: reads.find((read) => read.error)?.error,
  retry: () => reads.forEach((read) => read.retry()),
});

/** Programs §2, §3, §7: recognition quality scores for a finance admin. */
export function RecognitionScoresReport({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const { months, setMonth } = useRecognitionScoresMonths(today);
  const [filter, setFilter] = useState<TopRecognitionFilter>(NO_FILTER);
  const { selected, previous } = useMonthAverages(months.overview);
  const monthly = useMonthlyAverages(months.overview);
  const departments = useDepartmentAverages(months.overview);
  const options = useFilterOptions();
  const top = useTopScoring(months.topStart, months.topEnd, filter);

  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={
        <MonthField
          label={t('months.overview')}
          value={months.overview}
          onChange={(month) => setMonth('overview', month)}
        />
      }
      status={statusOf([selected, previous, monthly, departments])}
    >
      {selected.data && previous.data && (
        <AverageCards month={months.overview} selected={selected.data} previous={previous.data} />
      )}
      {monthly.data && <MonthlyAverageChart records={monthly.data.records} />}
      {departments.data && <DepartmentAverages month={months.overview} records={departments.data.records} />}
      <section className={styles.section} aria-labelledby="recognition-scores-top">
        <h2 id="recognition-scores-top">{t('top.heading')}</h2>
        <div className={styles.filters}>
          <MonthField
            label={t('months.topStart')}
            value={months.topStart}
            onChange={(month) => setMonth('topStart', month)}
          />
          <MonthField
            label={t('months.topEnd')}
            value={months.topEnd}
            onChange={(month) => setMonth('topEnd', month)}
          />
        </div>
        <TopRecognitionFilters options={options.data} value={filter} onChange={setFilter} />
        <ReadState {...statusOf([top, options])}>
          {top.data && <TopRecognitions records={top.data.records} />}
        </ReadState>
      </section>
    </ReportPage>
  );
}
