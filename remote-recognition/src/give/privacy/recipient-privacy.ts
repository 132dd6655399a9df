import { useState } from 'react';
import { isGroup, sharedPreferredPrivacy, type BonusPrivacy, type RecipientResult } from '@laurel/shared/recognition';

export interface RecipientPreference {
  privacy: BonusPrivacy;
  names: string[];
}

/** The privacy every person recognised prefers (profile settings); none with a group or anyone without one. */
export function recipientPreferenceOf(
  recipients: readonly RecipientResult[],
  selfId: number,
): RecipientPreference | null {
  const people = recipients.filter((recipient) => recipient.id !== selfId || isGroup(recipient));
  if (people.length === 0 || people.some(isGroup)) return null;
  const privacy = sharedPreferredPrivacy(people.map((person) => person.preferred_privacy));
  return privacy ? { privacy, names: people.map((person) => person.display_name) } : null;
}

/**
 * The composer's privacy: the recipients' shared preference until the giver picks one themselves,
 * else where it started (the company's default, or an add-on's parent's).
 */
export function useRecipientPrivacy(start: BonusPrivacy, preference: RecipientPreference | null) {
  const [picked, setPicked] = useState<BonusPrivacy | null>(null);
  const privacy = picked ?? preference?.privacy ?? start;
  return { privacy, pick: setPicked };
}
