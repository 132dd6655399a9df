import { v2Client } from '@laurel/shared';
import type { Announcement } from '@laurel/shared/contract';
import { ANNOUNCEMENTS_KEY } from './keys';

/** `PATCH /announcements/announcements/{id}`: the create fields plus `id` and `remove_image` (recognition §7). */
export function patchAnnouncement(id: number, form: FormData): Promise<Announcement> {
  form.set('id', String(id));
  return v2Client.patch<{ result: Announcement }>(`${ANNOUNCEMENTS_KEY}/${id}`, form).then((body) => body.result);
}
