import useSWR from 'swr';
import { HttpError, QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Announcement, AnnouncementListResponse } from '@laurel/shared/contract';
import { fetchCurrentAnnouncements } from './get-current-announcements';
import { ANNOUNCEMENT_KEY_PREFIX, ANNOUNCEMENTS_KEY } from './keys';

type AnnouncementKey = readonly [typeof ANNOUNCEMENT_KEY_PREFIX, number, boolean];

const notFound = () => new HttpError(404, { body: { error: 'not_found' } });

async function companyAnnouncement(id: number) {
  const { result } = await v2Client.get<AnnouncementListResponse>(ANNOUNCEMENTS_KEY);
  return [...result.posted, ...result.scheduled].find((announcement) => announcement.id === id);
}

// The API has no single read (recognition §7): one is found among the viewer's current announcements,
// or, for those who administer them, among the company's posted and scheduled ones.
async function fetchAnnouncement([, id, mayAdminister]: AnnouncementKey): Promise<Announcement> {
  const current = await fetchCurrentAnnouncements();
  const found =
    current.find((announcement) => announcement.id === id) ?? (mayAdminister && (await companyAnnouncement(id)));
  if (!found) throw notFound();
  return found;
}

/** One announcement the viewer may see; a 404 `not_found` for any other id. */
export const useAnnouncement = (id: number | null, mayAdminister: boolean) =>
  useSWR(id === null ? null : ([ANNOUNCEMENT_KEY_PREFIX, id, mayAdminister] as const), fetchAnnouncement, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
