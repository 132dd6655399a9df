import { v2Client } from '@laurel/shared';
import type { InviteUsersInput } from '@laurel/shared/invitations';

export interface InviteUsersResult {
  invited: string[];
  already_members: number;
}

export const inviteUsers = (input: InviteUsersInput) => v2Client.post<InviteUsersResult>('/invitations', input);
