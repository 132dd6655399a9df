import type { PulseResults, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const PULSE_RESULTS_API_PATH = 'admin/reports/pulse_results';

/** The range's pulse answers; only the range is sent, the answers being anonymous. */
export const usePulseResults = ({ start_date, end_date }: ReportFilters) =>
  useReport<PulseResults>(PULSE_RESULTS_API_PATH, { start_date, end_date });
