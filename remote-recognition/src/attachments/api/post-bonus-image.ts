import { v2Client } from '@laurel/shared';
import { BONUS_IMAGE_FIELD, type BonusImageUpload } from '@laurel/shared/recognition';

/** `POST /bonus_images` (spec §7): multipart with the file; answers where the picture is served. */
export function postBonusImage(file: File): Promise<BonusImageUpload> {
  const form = new FormData();
  form.append(BONUS_IMAGE_FIELD, file);
  return v2Client.post<{ result: BonusImageUpload }>('/bonus_images', form).then((body) => body.result);
}
