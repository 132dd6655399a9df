import type { RecognitionEquity, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const RECOGNITION_EQUITY_CLIENT_PATH = 'admin/reports/recognition_equity';

/** `GET /admin/reports/recognition_equity` for the page's date range; the server hides the small groups. */
export const useRecognitionEquity = ({ start_date, end_date }: ReportFilters) =>
  useReport<RecognitionEquity>(RECOGNITION_EQUITY_CLIENT_PATH, { start_date, end_date });
