import type { GivingAndReceiving, ReportFilters } from '@laurel/shared/contract';
import { useReport } from '../../reports-kit';

export const GIVING_AND_RECEIVING_PATH = 'admin/reports/participation/giving-and-receiving';

export const useGivingAndReceiving = (filters: ReportFilters, page: number) =>
  useReport<GivingAndReceiving>(GIVING_AND_RECEIVING_PATH, filters, { page: String(page) });
