import { v2Client } from '@laurel/shared';
import { AVATAR_FIELD, type ProfileSettingsUpdate, type UserProfile } from '@laurel/shared/contract';

const PATH = 'users/me';

export const saveProfileSettings = (settings: ProfileSettingsUpdate) =>
  v2Client.patch<{ result: UserProfile }>(PATH, settings).then((body) => body.result);

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return v2Client.post<{ result: UserProfile }>(`${PATH}/avatar`, form).then((body) => body.result);
}
