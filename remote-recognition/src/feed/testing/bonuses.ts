import type { BonusView, CommentView, PersonView } from '@laurel/shared/recognition';
import type { BonusFeedPage } from '../feed-pages';

export const person = (id: number, display_name: string): PersonView => ({
  id,
  display_name,
  username: display_name.toLowerCase().replace(/ /g, '-'),
  profile_pic_url: null,
});

export const EMMA = person(1, 'Emma Employee');
export const MATEO = person(2, 'Mateo Manager');

export function bonus(id: number, overrides: Partial<BonusView> = {}): BonusView {
  return {
    id,
    giver_id: EMMA.id,
    receiver_ids: [MATEO.id],
    amount: 10,
    reason: `+10 @mateo-manager thanks for recognition ${id} #teamwork`,
    hashtags: ['teamwork'],
    privacy: 'publicly_visible',
    created_at: '2026-11-20T10:00:00.000Z',
    giver: EMMA,
    receivers: [MATEO],
    reaction_counts: {},
    my_reactions: [],
    comments_count: 0,
    ...overrides,
  };
}

/** Recognitions with ids `from` down, newest first as the feed lists them. */
export const bonuses = (count: number, from = count): BonusView[] =>
  Array.from({ length: count }, (_, index) => bonus(from - index));

export function feedPage(result: BonusView[], pageNumber = 1, totalPages = 1, pageSize = 20): BonusFeedPage {
  return {
    result,
    meta: {
      pageNumber,
      pageSize,
      totalPages,
      totalCount: totalPages * pageSize,
      last: pageNumber === totalPages,
      pageNext: pageNumber < totalPages ? pageNumber + 1 : null,
      pagePrevious: pageNumber > 1 ? pageNumber - 1 : null,
    },
  };
}

export const comment = (id: number, bonusId: number, reason: string, author = MATEO): CommentView => ({
  id,
  bonus_id: bonusId,
  user_id: author.id,
  reason,
  created_at: '2026-11-21T09:00:00.000Z',
  user: author,
});
