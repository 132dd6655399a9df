import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { BillingSettings, BillingSettingsChange, InvoicePage } from '@laurel/shared/contract';

const SETTINGS = 'admin/billing';
const INVOICES = 'admin/billing/invoices';

const read = <T>(path: string) => v2Client.get<{ result: T }>(path).then((body) => body.result);

/** `GET /admin/billing`: the plan, the seats and the invoice contact. */
export const useBillingSettings = () =>
  useSWR(SETTINGS, read<BillingSettings>, { ...QUERY_DEFAULTS, revalidateOnMount: true });

/** `GET /admin/billing/invoices?page=`. */
export const useInvoices = (page: number) =>
  useSWR(`${INVOICES}?page=${page}`, read<InvoicePage>, { ...QUERY_DEFAULTS, revalidateOnMount: true });

export const saveBillingSettings = (change: BillingSettingsChange) =>
  v2Client.patch<{ result: BillingSettings }>(SETTINGS, change).then((body) => body.result);
