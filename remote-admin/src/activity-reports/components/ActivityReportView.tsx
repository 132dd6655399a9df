import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityReport, ActivityReportResults, ReportFilters } from '@laurel/shared/contract';
import {
  CsvExportButton,
  DateRangeFilter,
  ReportPage,
  ReportPagination,
  SelectFilter,
  useReportFilters,
} from '../../reports-kit';
import { useActivityReport } from '../api/use-activity-report';
import '../activity-reports-copy';

/** The i18n section of each report's copy. */
export type ReportCopy = 'recognitionActivity' | 'pointsGiven' | 'pointsEarned' | 'redemptions' | 'rewardsCost';

export interface ActivityReportViewProps<Report extends ActivityReport> {
  report: Report;
  copy: ReportCopy;
  /** The day the default range and the presets count from; tests fix it. */
  today?: Date;
  isEmpty: (result: ActivityReportResults[Report]) => boolean;
  /** The description, when it depends on the figures (the rewards cost's exchange rate). */
  describe?: (result: ActivityReportResults[Report] | undefined) => string;
  /** The figures; `pages` is the paged table's navigation. */
  children: (result: ActivityReportResults[Report], pages: ReactNode) => ReactNode;
}

/** One activity report: date range and department filters, CSV export, and the figures or their state. */
export function ActivityReportView<Report extends ActivityReport>({
  report,
  copy,
  isEmpty,
  describe,
  today,
  children,
}: ActivityReportViewProps<Report>) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  const { filters: filtersRead, setFilters, page, pageSearch } = useReportFilters(today);
  const filters: ReportFilters = filtersRead;
  const read = useActivityReport(report, filters, page);
  const result = read.data;
  const departments = (result?.departments ?? []).map((name) => ({ value: name, label: name }));

  return (
    <ReportPage
      title={t(`${copy}.title`)}
      description={describe ? describe(result) : t(`${copy}.description`)}
      filters={
        <>
          <DateRangeFilter value={filters} today={today} onChange={(range) => setFilters({ ...filters, ...range })} />
          <SelectFilter
            label={t('department')}
            value={filters.department ?? ''}
            options={departments}
            onChange={(department) => setFilters({ ...filters, department: department || undefined })}
          />
        </>
      }
      actions={<CsvExportButton report={report} filters={filters} />}
      status={{
        isLoading: !result && !read.error,
        error: read.error,
        isEmpty: result ? isEmpty(result) : false,
        retry: read.retry,
      }}
      emptyText={t(`${copy}.empty`)}
    >
      {result &&
        children(
          result,
          <ReportPagination
            what={t('pagedWhat')}
            page={result.pagination.pageNumber}
            pageCount={result.pagination.pageCount}
            searchOf={pageSearch}
          />,
        )}
    </ReportPage>
  );
}
