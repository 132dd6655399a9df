import { memberIdsOf, type RecipientResult } from '@laurel/shared/recognition';

// The recipient rules moved to shared for the announcement form too; the composer's imports stay here.
export {
  isGroup,
  memberIdsOf,
  recipientKey,
  recipientSuggestions,
  type RecipientRules,
} from '@laurel/shared/recognition';

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

/** Distinct people among the chosen recipients, groups counting their members. */
export function distinctRecipientIds(recipients: readonly RecipientResult[], selfId: number): number[] {
  const ids = new Set(recipients.flatMap(memberIdsOf));
  ids.delete(selfId);
  return [...ids];
}

/** A csv group can be neither expanded nor joined by anyone else (spec §5). */
export const isCsvGroup = (recipient: RecipientResult) => recipient.group_type === 'csv_upload';
