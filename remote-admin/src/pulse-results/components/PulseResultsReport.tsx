import { useTranslation } from 'react-i18next';
import { PULSE_RESULTS_REPORT } from '@laurel/shared/contract';
import { CsvExportButton, DateRangeFilter, ReportPage, useReportFilters } from '../../reports-kit';
import { usePulseResults } from '../api/use-pulse-results';
import { QuestionResults } from './QuestionResults';
import { DepartmentResults } from './DepartmentResults';
import { PulseComments } from './PulseComments';
import styles from './PulseResults.module.css';

const dayText = (day: string, language: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** The pulse check's answers over a range, for a finance and global admin (programs §6). */
export function PulseResultsReport({ today }: { today?: Date }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'pulseResults' });
  const { filters, setFilters } = useReportFilters(today);
  const range = { start_date: filters.start_date, end_date: filters.end_date };
  const read = usePulseResults(range);
  const results = read.data;
  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={<DateRangeFilter value={range} onChange={setFilters} today={today} />}
      actions={<CsvExportButton report={PULSE_RESULTS_REPORT} filters={range} />}
      status={{
        isLoading: read.isLoading,
        error: read.error,
        retry: read.retry,
        isEmpty: results?.respondentCount === 0,
      }}
      emptyText={t('empty')}
    >
      {results && (
        <>
          <p className={styles.muted}>
            {t('summary', {
              count: results.respondentCount,
              start: dayText(results.start_date, i18n.language),
              end: dayText(results.end_date, i18n.language),
            })}
          </p>
          <QuestionResults questions={results.questions} />
          <DepartmentResults departments={results.departments} />
          <PulseComments comments={results.comments} questions={results.questions} />
        </>
      )}
    </ReportPage>
  );
}
