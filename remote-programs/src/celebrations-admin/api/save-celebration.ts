import { v2Client } from '@laurel/shared';
import type { Celebration, CelebrationCreate, CelebrationUpdate } from '@laurel/shared/contract';

/** `POST /admin/celebrations` (the form of `new/{type}`). */
export const postCelebration = (fields: CelebrationCreate) => v2Client.post<Celebration>('admin/celebrations', fields);

/** `PATCH /admin/celebrations/{id}`: the fields to change. */
export const patchCelebration = (id: number, fields: CelebrationUpdate) =>
  v2Client.patch<Celebration>(`admin/celebrations/${id}`, fields);

/** Deactivation sends state inactive (programs §4). */
export const deactivateCelebration = (id: number) => patchCelebration(id, { state: 'inactive' });

export const reactivateCelebration = (id: number) => patchCelebration(id, { state: 'active' });

/** Back to its type's defaults (programs §4, §9); its own day and its state stay. */
export const resetCelebration = (id: number) => v2Client.post<Celebration>(`admin/celebrations/${id}/reset`, {});
