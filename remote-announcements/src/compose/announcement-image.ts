import { ANNOUNCEMENT_IMAGE_MAX_BYTES, type ApiErrorId } from '@laurel/shared/contract';

/** Recognition §5: the image types an announcement takes. */
export const ANNOUNCEMENT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ANNOUNCEMENT_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const ANNOUNCEMENT_IMAGE_ACCEPT = [...ANNOUNCEMENT_IMAGE_TYPES, '.jpeg', '.jpg', '.png'].join(',');

/** Why a chosen file cannot be the image, before it is sent; the server checks its bytes again. */
export function imageProblemOf(file: File): ApiErrorId | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeAllowed = (ANNOUNCEMENT_IMAGE_TYPES as readonly string[]).includes(file.type);
  const extensionAllowed = (ANNOUNCEMENT_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeAllowed || !extensionAllowed) return 'unsupported_file_type';
  return file.size > ANNOUNCEMENT_IMAGE_MAX_BYTES ? 'image_upload_too_big' : null;
}
