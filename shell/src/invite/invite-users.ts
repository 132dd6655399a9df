import { v2Client, type InviteUsersInput } from '@laurel/shared';

export interface InviteUsersResult {
  invited: string[];
  already_members: number;
}

export const inviteUsers = (input: InviteUsersInput) => v2Client.post<InviteUsersResult>('/invitations', input);
