import { useCallback, useEffect, useState } from 'react';
import { v2Client } from '@laurel/shared';
import type { AdminDashboard } from '@laurel/shared/contract';

export const ADMIN_DASHBOARD_PATH = 'admin/analytics/dashboard';

export const fetchAdminDashboard = () =>
  v2Client.get<{ result: AdminDashboard }>(ADMIN_DASHBOARD_PATH).then((body) => body.result);

type DashboardRead = { data?: AdminDashboard; error?: unknown; isLoading: boolean };

/**
 * The company's figures, read once per visit: a plain effect rather than SWR, which remote-admin does not
 * depend on. `retry` reads again after a failure.
 */
export function useAdminDashboard() {
  const [read, setRead] = useState<DashboardRead>({ isLoading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchAdminDashboard().then(
      (data) => current && setRead({ data, isLoading: false }),
      (error: unknown) => current && setRead({ error, isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setRead({ isLoading: true });
    setAttempt((count) => count + 1);
  }, []);

  return { ...read, retry };
}
