import { mentionsOf } from '@laurel/shared/recognition';
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
  const colleagues = store.all('users').filter((user) => user.company_id === giver.company_id && canReceive(user));
  const bySlug = new Map(colleagues.map((user) => [user.slug.toLowerCase(), user]));
  const byId = new Map(colleagues.map((user) => [user.id, user]));
  const groupIds = tokens
    .filter((token) => token.type === 'group' && typeof token.id === 'number')
    .map((token) => token.id);
  const groupMembers = store
    .all('groups')
    .filter((group) => group.company_id === giver.company_id && groupIds.includes(group.id))
    .flatMap((group) => group.member_ids);

  const recipients = new Map<number, User>();
  for (const slug of mentionsOf(reason)) {
    const user = bySlug.get(slug.toLowerCase());
    if (user) recipients.set(user.id, user);
  }
  for (const id of [...groupMembers, ...alsoUserIds]) {
    const user = byId.get(id);
    if (user) recipients.set(user.id, user);
  }
  recipients.delete(giver.id);
  return [...recipients.values()];
}
