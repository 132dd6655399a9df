import { v2Client } from '@laurel/shared';
import { ANNOUNCEMENTS_KEY } from './keys';

/** `DELETE /announcements/announcements/{id}` (recognition §7). */
export const deleteAnnouncement = (id: number) => v2Client.delete<void>(`${ANNOUNCEMENTS_KEY}/${id}`);
