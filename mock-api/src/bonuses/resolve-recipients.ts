import { recipientUsernamesOf, typedRecipientUsernames } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';

/** A reason token the composer sends for a group recipient (recognition spec §3). */
export interface RecipientToken {
  context?: string;
  type?: string;
  id?: number;
  token?: string;
}

/** Who may receive points: observers watch, benefactors and bots only give. */
export const canReceive = (user: User) =>
  user.status === 'active' && (user.user_mode === 'normal' || user.user_mode === 'receiver');

/**
 * The distinct people a reason gives to: each `@username` of the giver's company, and the members of
 * each group token, and any others asked for (an add-on's). The giver is never one of them.
 */
export function resolveRecipients(
  store: Store,
  giver: User,
  reason: string,
  tokens: readonly RecipientToken[],
  alsoUserIds: readonly number[] = [],
): User[] {
  const groupIds = new Set(
    tokens.filter((token) => token.type === 'group' && typeof token.id === 'number').map((token) => token.id),
  );
  const groupMembers = store
    .all('groups')
    .filter((group) => group.company_id === giver.company_id && groupIds.has(group.id))
    .flatMap((group) => group.member_ids);
  const usersById = store.rowsById('users');
  const receivable = (user: User | undefined): User[] =>
    user && user.company_id === giver.company_id && canReceive(user) ? [user] : [];
  const mentioned = recipientUsernamesOf(reason).flatMap((slug) => receivable(store.userBySlug(slug)));
  const asked = [...groupMembers, ...alsoUserIds].flatMap((id) => receivable(usersById.get(id)));

  const recipients = new Map<number, User>();
  for (const user of [...mentioned, ...asked]) recipients.set(user.id, user);
  recipients.delete(giver.id);
  return [...recipients.values()];
}

/**
 * The `@usernames` of a reason, beyond its group tokens, that name nobody the giver may recognize (no one
 * of their company who can receive, or the giver): the composer counted each as a recipient, so the give
 * is refused rather than charged otherwise.
 */
export function unknownRecipientNames(store: Store, giver: User, reason: string, tokens: readonly RecipientToken[]) {
  const groupUsernames = tokens.flatMap((token) =>
    token.type === 'group' && typeof token.token === 'string' ? [token.token.replace(/^@/, '')] : [],
  );
  return typedRecipientUsernames(reason, groupUsernames).filter((slug) => {
    const user = store.userBySlug(slug);
    return !user || user.id === giver.id || user.company_id !== giver.company_id || !canReceive(user);
  });
}

/**
 * Spec §5: a csv_upload group is the whole recipient list. True when one is chosen beside another
 * group or anyone outside it.
 */
export function mixesCsvGroup(store: Store, giver: User, tokens: readonly RecipientToken[], recipients: User[]) {
  const groupIds = new Set(tokens.filter((token) => token.type === 'group').map((token) => token.id));
  const chosen = store.all('groups').filter((group) => group.company_id === giver.company_id && groupIds.has(group.id));
  const csv = chosen.find((group) => group.dimension === 'csv_upload');
  if (!csv) return false;
  const members = new Set(csv.member_ids);
  return chosen.length > 1 || recipients.some((recipient) => !members.has(recipient.id));
}
