import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { CommentView } from '@laurel/shared/recognition';

export type BonusCommentsKey = readonly ['bonuses', number, 'comments'];

export const bonusCommentsKey = (bonusId: number): BonusCommentsKey => ['bonuses', bonusId, 'comments'];

/** A recognition's comments, oldest first. */
export const getBonusComments = ([, bonusId]: BonusCommentsKey): Promise<CommentView[]> =>
  v2Client.get<{ result: CommentView[] }>(`bonuses/${bonusId}/comments`).then(({ result }) => result);

export const useBonusComments = (bonusId: number) =>
  useSWR(bonusCommentsKey(bonusId), getBonusComments, QUERY_DEFAULTS);
