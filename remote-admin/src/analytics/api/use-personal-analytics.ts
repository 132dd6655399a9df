import { PERSONAL_ANALYTICS_PATH, type PersonalAnalytics, type ReportRange } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

/** `GET /analytics/me` for the range: the viewer's figures and, for a manager, their team's. */
export const usePersonalAnalytics = (range: ReportRange) =>
  useReport<PersonalAnalytics>(PERSONAL_ANALYTICS_PATH.replace('/api/v2/', ''), range);
