import type { AnnouncementRecipientToken } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';

/** The active people of the company an announcement's tokens name: each person, and every member of each group. */
export function announcementRecipients(
  store: Store,
  companyId: number,
  tokens: readonly AnnouncementRecipientToken[],
): User[] {
  const users = store.rowsById('users');
  const groupIds = new Set(tokens.filter((token) => token.type === 'group').map((token) => token.id));
  const groupMembers = store
    .all('groups')
    .filter((group) => group.company_id === companyId && groupIds.has(group.id))
    .flatMap((group) => group.member_ids);
  const people = tokens
    .filter((token) => token.type !== 'group')
    .flatMap((token) => [
      ...(token.token?.startsWith('@') ? [store.userBySlug(token.token.slice(1))?.id] : []),
      ...(token.user_ids ?? []),
    ]);
  const recipients = new Map<number, User>();
  for (const id of [...groupMembers, ...people]) {
    const user = id === undefined ? undefined : users.get(id);
    if (user && user.company_id === companyId && user.status === 'active') recipients.set(user.id, user);
  }
  return [...recipients.values()];
}
