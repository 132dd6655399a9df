import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AudienceGroupOption, AudienceGroups } from '@laurel/shared/contract';

const AUDIENCE_OPTIONS_KEY = 'audience-options';

/** Every option of the conditions but e-mails (which come from the user lookup), by attribute. */
export type AudienceOptions = AudienceGroupOption[];

async function fetchAudienceOptions(): Promise<AudienceOptions> {
  const [groups, custom] = await Promise.all([
    v2Client.get<{ result: AudienceGroups }>('user_groups'),
    v2Client.get<{ result: AudienceGroupOption[] }>('user_groups/custom_property_groups'),
  ]);
  const { departments, teams, locations, roles } = groups.result;
  return [...departments, ...teams, ...locations, ...roles, ...custom.result];
}

/** `GET /user_groups` and `/user_groups/custom_property_groups` (programs §7): the values a condition may pick. */
export const useAudienceOptions = () => useSWR(AUDIENCE_OPTIONS_KEY, fetchAudienceOptions, QUERY_DEFAULTS);
