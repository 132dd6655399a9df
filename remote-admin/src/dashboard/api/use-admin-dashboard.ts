import { useCallback } from 'react';
import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AdminDashboard } from '@laurel/shared/contract';

export const ADMIN_DASHBOARD_PATH = 'admin/analytics/dashboard';

export const fetchAdminDashboard = () =>
  v2Client.get<{ result: AdminDashboard }>(ADMIN_DASHBOARD_PATH).then((body) => body.result);

/** The company's figures, read on each visit; `retry` reads again after a failure. */
export function useAdminDashboard() {
  const { data, error, isLoading, mutate } = useSWR(ADMIN_DASHBOARD_PATH, fetchAdminDashboard, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  return { data, error: error as unknown, isLoading, retry };
}
