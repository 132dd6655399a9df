import type { ParticipationComparison, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const PARTICIPATION_COMPARE_PATH = 'admin/reports/participation/compare';

export const useParticipationComparison = (filters: ReportFilters) =>
  useReport<ParticipationComparison>(PARTICIPATION_COMPARE_PATH, filters);
