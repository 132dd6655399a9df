import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { HashtagSummary } from '@laurel/shared/recognition';

type HashtagKey = readonly ['hashtags', string];

const getHashtag = ([, hashtag]: HashtagKey) =>
  v2Client.get<{ result: HashtagSummary }>(`hashtags/${encodeURIComponent(hashtag)}`).then(({ result }) => result);

/** A hashtag's page header: the company value it names and how many recognitions carry it; a 404 for an unused one. */
export const useHashtag = (hashtag: string) =>
  useSWR(['hashtags', hashtag] as HashtagKey, getHashtag, { ...QUERY_DEFAULTS, revalidateOnMount: true });
