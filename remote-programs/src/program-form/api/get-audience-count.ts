import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AudienceCondition, AudienceUserCount, ConditionsOperator } from '@laurel/shared/contract';

type AudienceCountKey = readonly ['audience-count', string, ConditionsOperator];

const fetchAudienceCount = ([, conditions, operator]: AudienceCountKey) =>
  v2Client.get<AudienceUserCount>('users/metadata/user_count', {
    params: { conditions, conditions_operator: operator, status: 'active' },
  });

/** `GET /users/metadata/user_count` (programs §7): how many active people the complete conditions reach. */
export function useAudienceCount(conditions: readonly AudienceCondition[], operator: ConditionsOperator) {
  const complete = conditions.filter((condition) => condition.value !== '');
  return useSWR(['audience-count', JSON.stringify(complete), operator] as const, fetchAudienceCount, {
    ...QUERY_DEFAULTS,
    keepPreviousData: true,
  });
}
