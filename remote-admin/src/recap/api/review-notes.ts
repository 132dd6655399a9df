import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { PerformanceRecap } from '@laurel/shared/contract';

/** The open performance recap cycle's recap of `userId`, with the manager's saved note when the reader is theirs. */
export const useOpenPerformanceRecap = (userId: string) =>
  useSWR(
    ['recap', 'performance', userId] as const,
    () =>
      v2Client
        .get<{ result: PerformanceRecap | null }>('performance_recaps/current', { params: { userId } })
        .then((body) => body.result),
    QUERY_DEFAULTS,
  );

export const saveReviewNotes = (userId: string, note: string) =>
  v2Client.put<{ result: PerformanceRecap }>(`performance_recaps/current/${encodeURIComponent(userId)}/manager_note`, {
    note,
  });
