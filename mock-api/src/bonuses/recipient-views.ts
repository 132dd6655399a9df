import type { BonusPrivacy, RecipientResult } from '@laurel/shared/contract';
import type { Group, User } from '../db/types';
import { personView } from './bonus-view';
import { canReceive } from './resolve-recipients';

/** A person as the recipient lookups answer (recognition spec §3). */
export const personRecipient = (user: User): RecipientResult => ({
  ...personView(user),
  user_mode: user.user_mode,
  department: user.custom_properties.department,
  ...(user.recognition_preferences?.default_privacy && {
    preferred_privacy: user.recognition_preferences.default_privacy,
  }),
});

/** How many of `members` prefer each privacy, for the composer's line about a group; none when nobody has one. */
function preferenceCounts(members: readonly User[]): Partial<Record<BonusPrivacy, number>> | undefined {
  const counts: Partial<Record<BonusPrivacy, number>> = {};
  for (const member of members) {
    const preferred = member.recognition_preferences?.default_privacy;
    if (preferred) counts[preferred] = (counts[preferred] ?? 0) + 1;
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/**
 * A group as the recipient lookups answer. `group_users` are the members who can receive, the same
 * people `POST /bonuses` credits, so the composer's total is what the giver is charged.
 */
export const groupRecipientOf =
  (usersById: ReadonlyMap<number, User>) =>
  (group: Group): RecipientResult => {
    const receiving = group.member_ids.filter((id) => {
      const member = usersById.get(id);
      return member !== undefined && canReceive(member);
    });
    const preferences = preferenceCounts(receiving.map((id) => usersById.get(id)!));
    return {
      id: group.id,
      display_name: group.name,
      username: group.dimension === 'everyone' ? 'everyone' : `group-${group.id}`,
      group_type: group.dimension,
      full_pic_url: null,
      group_users: receiving,
      group_user_ids: receiving,
      ...(preferences && { group_preferred_privacy: preferences }),
    };
  };
