import type { RecipientResult } from '@laurel/shared/recognition';

/** Spec §5: the configured amounts that are positive, affordable and start with the typed digits. */
export function amountSuggestions(suggested: readonly number[], spendable: number, query: string): number[] {
  return suggested.filter(
    (amount) => Number.isInteger(amount) && amount > 0 && amount <= spendable && String(amount).startsWith(query),
  );
}

/** Spec §5: company hashtags not used yet, matching the query whatever its case. */
export function hashtagSuggestions(companyHashtags: readonly string[], used: readonly string[], query: string) {
  const usedLower = new Set(used.map((tag) => tag.toLowerCase()));
  const wanted = query.toLowerCase();
  return companyHashtags.filter((tag) => !usedLower.has(tag.toLowerCase()) && tag.toLowerCase().includes(wanted));
}

export const isGroup = (recipient: RecipientResult) => recipient.group_type !== undefined;

export interface RecipientRules {
  selfId: number;
  includeSelf?: boolean;
  /** Ids of the people and groups already chosen (`group:<id>` for groups). */
  chosenKeys: ReadonlySet<string>;
}

export const recipientKey = (recipient: RecipientResult) => `${isGroup(recipient) ? 'group' : 'user'}:${recipient.id}`;

/** Member ids of a group (its `group_users`), or the person's own id. */
export const memberIdsOf = (recipient: RecipientResult): number[] =>
  isGroup(recipient) ? (recipient.group_user_ids ?? recipient.group_users ?? []) : [recipient.id];

/**
 * Spec §5 recipient rules: self is out unless asked for, self is taken out of groups and groups
 * left empty are dropped, and whoever is already chosen is not offered again.
 */
export function recipientSuggestions(results: readonly RecipientResult[], rules: RecipientRules): RecipientResult[] {
  return results.flatMap((recipient) => {
    if (rules.chosenKeys.has(recipientKey(recipient))) return [];
    if (!isGroup(recipient)) return recipient.id === rules.selfId && !rules.includeSelf ? [] : [recipient];
    const members = memberIdsOf(recipient).filter((id) => id !== rules.selfId);
    if (members.length === 0) return [];
    return [{ ...recipient, group_users: members, group_user_ids: members }];
  });
}

/** Distinct people among the chosen recipients, groups counting their members. */
export function distinctRecipientIds(recipients: readonly RecipientResult[], selfId: number): number[] {
  const ids = new Set(recipients.flatMap(memberIdsOf));
  ids.delete(selfId);
  return [...ids];
}

/** A csv group can be neither expanded nor joined by anyone else (spec §5). */
export const isCsvGroup = (recipient: RecipientResult) => recipient.group_type === 'csv_upload';
