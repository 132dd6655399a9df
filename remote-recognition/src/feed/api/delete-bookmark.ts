import { v2Client } from '@laurel/shared';

/** Removes the reader's bookmark of a recognition; removing one that is not there changes nothing. */
export const deleteBookmark = (bonusId: number): Promise<unknown> => v2Client.delete(`bonuses/${bonusId}/bookmark`);
