import type { BonusView, PersonView } from '@laurel/shared/contract';
import { emojiIn } from '@laurel/shared/emoji';
import type { Bonus, User } from '../db/types';

export const personView = ({ id, display_name, slug, profile_pic_url }: User): PersonView => ({
  id,
  display_name,
  username: slug,
  profile_pic_url,
});

/** A recognition as the API answers it: the row plus giver and receivers as people, attachments always listed. */
export function bonusView(
  { quality_score: _forAnalytics, ...bonus }: Bonus,
  people: ReadonlyMap<number, User>,
): BonusView {
  const giver = people.get(bonus.giver_id);
  return {
    ...bonus,
    attachments: bonus.attachments ?? [],
    emoji: emojiIn(bonus.reason),
    giver: giver ? personView(giver) : null,
    receivers: bonus.receiver_ids.flatMap((id) => {
      const receiver = people.get(id);
      return receiver ? [personView(receiver)] : [];
    }),
  };
}
