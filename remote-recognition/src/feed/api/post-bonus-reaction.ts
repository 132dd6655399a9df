import { v2Client } from '@laurel/shared';

/** Adds the reader's reaction; adding one they already have is accepted and changes nothing. */
export const addBonusReaction = (bonusId: number, emoji: string): Promise<unknown> =>
  v2Client.post(`bonuses/${bonusId}/reactions`, { emoji });
