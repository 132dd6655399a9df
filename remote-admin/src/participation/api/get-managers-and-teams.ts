import type { ManagersAndTeams, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const MANAGERS_AND_TEAMS_PATH = 'admin/reports/participation/managers-and-teams';

export const useManagersAndTeams = (filters: ReportFilters) =>
  useReport<ManagersAndTeams>(MANAGERS_AND_TEAMS_PATH, filters);
