import { byId } from '../db/store';
import type { Bonus, User } from '../db/types';

const person = ({ id, display_name, slug, profile_pic_url }: User) => ({
  id,
  display_name,
  username: slug,
  profile_pic_url,
});

/** A recognition as the API answers it: the row plus giver and receivers as people. */
export function bonusView(bonus: Bonus, users: readonly User[]) {
  const people = byId(users);
  const giver = people.get(bonus.giver_id);
  return {
    ...bonus,
    giver: giver ? person(giver) : null,
    receivers: bonus.receiver_ids.flatMap((id) => {
      const receiver = people.get(id);
      return receiver ? [person(receiver)] : [];
    }),
  };
}
