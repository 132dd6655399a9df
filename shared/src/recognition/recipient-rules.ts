import type { RecipientResult } from './bonus-contract';

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
 * Spec §5 recipient rules, for the composer and the announcement form: self is out unless asked for,
 * self is taken out of groups and groups left empty are dropped, and whoever is already chosen is not
 * offered again.
 */
export function recipientSuggestions(results: readonly RecipientResult[], rules: RecipientRules): RecipientResult[] {
  return results.flatMap((recipient) => {
    if (rules.chosenKeys.has(recipientKey(recipient))) return [];
    if (!isGroup(recipient)) return recipient.id === rules.selfId && !rules.includeSelf ? [] : [recipient];
    const members = memberIdsOf(recipient).filter((id) => id !== rules.selfId || rules.includeSelf);
    if (members.length === 0) return [];
    return [{ ...recipient, group_users: members, group_user_ids: members }];
  });
}
