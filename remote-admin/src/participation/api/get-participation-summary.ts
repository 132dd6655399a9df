import type { ParticipationSummary, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const PARTICIPATION_SUMMARY_PATH = 'admin/reports/participation-summary';

export const useParticipationSummary = (filters: ReportFilters) =>
  useReport<ParticipationSummary>(PARTICIPATION_SUMMARY_PATH, filters);
