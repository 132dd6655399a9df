import type { RecipientResult } from '@laurel/shared/recognition';
import type { Group, User } from '../db/types';

/** A person as the recipient lookups answer (recognition spec §3). */
export const personRecipient = (user: User): RecipientResult => ({
  id: user.id,
  display_name: user.display_name,
  username: user.slug,
  user_mode: user.user_mode,
  department: user.custom_properties.department,
  profile_pic_url: user.profile_pic_url,
});

/** A group as the recipient lookups answer; `group_users` are member ids. */
export const groupRecipient = (group: Group): RecipientResult => ({
  id: group.id,
  display_name: group.name,
  username: group.dimension === 'everyone' ? 'everyone' : `group-${group.id}`,
  group_type: group.dimension,
  full_pic_url: null,
  group_users: group.member_ids,
  group_user_ids: group.member_ids,
});
