import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { UserProfileSummary } from '@laurel/shared/recognition';

type UserProfileKey = readonly ['user_profiles', string];

const getUserProfile = ([, slug]: UserProfileKey) =>
  v2Client
    .get<{ result: UserProfileSummary }>(`user_profiles/${encodeURIComponent(slug)}`)
    .then(({ result }) => result);

/** A colleague's page header: who they are, their counts and top hashtags; a 404 for anyone else. */
export const useUserProfileSummary = (slug: string) =>
  useSWR(['user_profiles', slug] as UserProfileKey, getUserProfile, { ...QUERY_DEFAULTS, revalidateOnMount: true });
