import type { AnnouncementRecipientToken } from '@laurel/shared/contract';
import { isGroup, memberIdsOf, recipientKey, type RecipientResult } from '@laurel/shared/recognition';

/** A chosen recipient (recognition §3 "Recipient"): a person or a group, never expanded here (§5). */
export interface AnnouncementRecipient {
  key: string;
  id: number;
  type: 'username' | 'group';
  displayName: string;
  username: string;
  userIds: number[];
}

export function recipientOf(result: RecipientResult): AnnouncementRecipient {
  const type = isGroup(result) ? 'group' : 'username';
  return {
    key: recipientKey(result),
    id: result.id,
    type,
    displayName: result.display_name,
    username: result.username,
    userIds: memberIdsOf(result),
  };
}

/** The `reason_tokens` the API stores: a person by `@username`, a group by its id. */
export const tokenOf = (recipient: AnnouncementRecipient): AnnouncementRecipientToken => ({
  context: 'recipient',
  token: `@${recipient.username}`,
  display_name: recipient.displayName,
  ...(recipient.type === 'group' ? { id: recipient.id } : {}),
  type: recipient.type,
  user_ids: recipient.userIds,
});

/** A stored token read back into a chip; one the form cannot name is left out. */
export function recipientOfToken(token: AnnouncementRecipientToken): AnnouncementRecipient[] {
  const username = token.token?.replace(/^@/, '') ?? '';
  const type = token.type === 'group' ? 'group' : 'username';
  const id = type === 'group' ? token.id : token.user_ids?.[0];
  if (id === undefined) return [];
  return [
    {
      key: `${type === 'group' ? 'group' : 'user'}:${id}`,
      id,
      type,
      displayName: token.display_name ?? username,
      username,
      userIds: token.user_ids ?? [id],
    },
  ];
}
