import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { ParticipationOptions } from '@laurel/shared/contract';

export const PARTICIPATION_OPTIONS_PATH = 'admin/reports/participation/options';

const fetchOptions = (path: string) => v2Client.get<{ result: ParticipationOptions }>(path).then((body) => body.result);

/** What the filters offer; until it answers (or if it fails) they offer "All" only. */
export const useParticipationOptions = () => useSWR(PARTICIPATION_OPTIONS_PATH, fetchOptions, QUERY_DEFAULTS);
