import { v2Client } from '@laurel/shared';

/** Removes the reader's reaction; removing one they do not have is accepted too. */
export const removeBonusReaction = (bonusId: number, emoji: string): Promise<unknown> =>
  v2Client.delete(`bonuses/${bonusId}/reactions/${encodeURIComponent(emoji)}`);
