import { v2Client } from '@laurel/shared';
import type { Announcement } from '@laurel/shared/contract';
import { ANNOUNCEMENTS_KEY } from './keys';

/** `POST /announcements/announcements`, multipart with the optional image (recognition §7). */
export const postAnnouncement = (form: FormData) =>
  v2Client.post<{ result: Announcement }>(ANNOUNCEMENTS_KEY, form).then((body) => body.result);
