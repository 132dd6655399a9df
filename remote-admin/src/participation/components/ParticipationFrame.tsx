import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton, ReportPage, useReportFilters, type ReportStatus } from '../../reports-kit';
import { ParticipationFilters } from './ParticipationFilters';
import { ParticipationTabs } from './ParticipationTabs';

interface ParticipationFrameProps {
  status: ReportStatus;
  emptyText?: string;
  children?: ReactNode;
}

/** What every participation tab shares: heading, tabs, filters and the CSV of the people counted. */
export function ParticipationFrame({ status, emptyText, children }: ParticipationFrameProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { filters, setFilters } = useReportFilters();
  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      navigation={<ParticipationTabs />}
      filters={<ParticipationFilters filters={filters} onChange={setFilters} />}
      actions={<CsvExportButton report="participation" filters={filters} />}
      status={status}
      emptyText={emptyText}
    >
      {children}
    </ReportPage>
  );
}
