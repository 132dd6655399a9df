import { useState } from 'react';
import { isGroup, sharedPreferredPrivacy, type BonusPrivacy, type RecipientResult } from '@laurel/shared/recognition';

export interface RecipientPreference {
  privacy: BonusPrivacy;
  names: string[];
}

/** Members of one picked group who prefer one privacy: "3 people in Design prefer private recognition". */
export interface GroupPreference {
  group: string;
  privacy: BonusPrivacy;
  count: number;
}

const PRIVACIES: readonly BonusPrivacy[] = ['privately_visible', 'immediate_team', 'publicly_visible'];

/** Whom a group stands for and what they prefer: one privacy when every receiving member prefers it. */
const groupPreferenceOf = (group: RecipientResult): BonusPrivacy | null => {
  const members = (group.group_user_ids ?? group.group_users ?? []).length;
  const counts = group.group_preferred_privacy ?? {};
  return PRIVACIES.find((privacy) => members > 0 && counts[privacy] === members) ?? null;
};

/**
 * The privacy every person recognised prefers (profile settings), a group counting as all its members — as the
 * server decides; none when anyone, or any group member, has none or another.
 */
export function recipientPreferenceOf(
  recipients: readonly RecipientResult[],
  selfId: number,
): RecipientPreference | null {
  const people = recipients.filter((recipient) => recipient.id !== selfId || isGroup(recipient));
  if (people.length === 0) return null;
  const privacy = sharedPreferredPrivacy(
    people.map((person) => (isGroup(person) ? groupPreferenceOf(person) : person.preferred_privacy)),
  );
  return privacy ? { privacy, names: people.map((person) => person.display_name) } : null;
}

/** For each picked group, how many of its members prefer each privacy, most restrictive first. */
export const groupPreferencesOf = (recipients: readonly RecipientResult[]): GroupPreference[] =>
  recipients.filter(isGroup).flatMap((group) =>
    PRIVACIES.flatMap((privacy) => {
      const count = group.group_preferred_privacy?.[privacy] ?? 0;
      return count > 0 ? [{ group: group.display_name, privacy, count }] : [];
    }),
  );

/**
 * The composer's privacy: the recipients' shared preference until the giver picks one themselves,
 * else where it started (the company's default, or an add-on's parent's).
 */
export function useRecipientPrivacy(start: BonusPrivacy, preference: RecipientPreference | null) {
  const [picked, setPicked] = useState<BonusPrivacy | null>(null);
  const privacy = picked ?? preference?.privacy ?? start;
  return { privacy, pick: setPicked };
}
