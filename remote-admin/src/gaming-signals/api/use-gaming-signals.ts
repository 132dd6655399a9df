import type { GamingSignals, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const GAMING_SIGNALS_CLIENT_PATH = 'admin/reports/gaming_signals';

/** `GET /admin/reports/gaming_signals` for the page's date range. */
export const useGamingSignals = ({ start_date, end_date }: ReportFilters) =>
  useReport<GamingSignals>(GAMING_SIGNALS_CLIENT_PATH, { start_date, end_date });
