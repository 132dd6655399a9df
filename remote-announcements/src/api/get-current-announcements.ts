import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Announcement } from '@laurel/shared/contract';
import { CURRENT_ANNOUNCEMENTS_KEY } from './keys';

export const fetchCurrentAnnouncements = () =>
  v2Client.get<{ result: Announcement[] }>(CURRENT_ANNOUNCEMENTS_KEY).then((body) => body.result);

/** `GET /announcements/current_announcements`: the viewer's posted announcements, newest start first (recognition §7). */
export const useCurrentAnnouncements = () =>
  useSWR(CURRENT_ANNOUNCEMENTS_KEY, fetchCurrentAnnouncements, QUERY_DEFAULTS);
