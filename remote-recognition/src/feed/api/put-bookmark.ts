import { v2Client } from '@laurel/shared';

/** Bookmarks a recognition for the reader; asking again changes nothing. */
export const putBookmark = (bonusId: number): Promise<unknown> => v2Client.put(`bonuses/${bonusId}/bookmark`);
