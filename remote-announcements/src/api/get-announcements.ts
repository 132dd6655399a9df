import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { AnnouncementListResponse } from '@laurel/shared/contract';
import { ANNOUNCEMENTS_KEY } from './keys';

const fetchAnnouncements = () => v2Client.get<AnnouncementListResponse>(ANNOUNCEMENTS_KEY).then((body) => body.result);

/** `GET /announcements/announcements`: the company's posted and scheduled announcements (recognition §7). */
export const useAnnouncements = () =>
  useSWR(ANNOUNCEMENTS_KEY, fetchAnnouncements, { ...QUERY_DEFAULTS, revalidateOnMount: true });
