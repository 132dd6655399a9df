import { useCallback } from 'react';
import useSWR from 'swr';
import { QUERY_DEFAULTS, useLaurelEvent, v2Client } from '@laurel/shared';
import type { TeamHub } from '@laurel/shared/contract';

export const TEAM_HUB_PATH = 'team/your-team';

/** The team and when it was read: its relative dates count from then, so a recognition just given is not in the future. */
export const fetchTeamHub = () =>
  v2Client.get<{ result: TeamHub }>(TEAM_HUB_PATH).then((body) => ({ team: body.result, readAt: Date.now() }));

/** The manager's team, read on each visit and again after any recognition is given from this page. */
export function useTeamHub() {
  const { data, error, isLoading, mutate } = useSWR(TEAM_HUB_PATH, fetchTeamHub, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  useLaurelEvent('bonus-created', retry);
  return { data, error: error as unknown, isLoading, retry };
}
