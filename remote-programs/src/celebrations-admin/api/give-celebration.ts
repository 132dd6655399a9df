import { v2Client } from '@laurel/shared';
import type { CelebrationJobResult, CelebrationManualGive } from '@laurel/shared/contract';

/** `POST /admin/celebrations/manually_give` (programs §7): the celebration posted now for these people. */
export const giveCelebration = (give: CelebrationManualGive) =>
  v2Client.post<CelebrationJobResult>('admin/celebrations/manually_give', give);
