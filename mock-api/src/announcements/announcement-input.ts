import type { Request } from 'express';
import {
  ANNOUNCEMENT_IMAGE_FIELD,
  ANNOUNCEMENT_IMAGE_MAX_BYTES,
  announcementFieldsSchema,
  type AnnouncementFields,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { readMultipartForm } from '../uploads/read-multipart';
import { imageTypeOf } from '../uploads/image-content';

/** Room for the form's text fields: the rich-text description and the recipient tokens are the long ones. */
const FORM_FIELDS_MAX = 16;
const FORM_FIELD_MAX_BYTES = 64 * 1024;
const FILE_NAME_MAX_LENGTH = 255;

export interface AnnouncementInput {
  fields: AnnouncementFields;
  /** The name it was sent with is only shown, never used as a path. */
  image: { content: Buffer; extension: string; filename: string } | null;
}

export type AnnouncementInputRead = AnnouncementInput | { refused: ApiErrorId };

/** `reason_tokens` comes as JSON text in a multipart form (recognition §7) and as a list in a JSON body. */
function tokensOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function fieldsOf(body: unknown): AnnouncementFields | null {
  if (typeof body !== 'object' || body === null) return null;
  const raw = body as Record<string, unknown>;
  const parsed = announcementFieldsSchema.safeParse({ ...raw, reason_tokens: tokensOf(raw.reason_tokens) });
  return parsed.success ? parsed.data : null;
}

/**
 * The announcement form, multipart with an optional image (a JPEG or PNG by its bytes, at most 10 MB)
 * or a JSON body without one. Only the form's own fields are read; anything else is ignored.
 */
export async function readAnnouncementInput(req: Request): Promise<AnnouncementInputRead> {
  if (!req.is('multipart/form-data')) {
    const fields = fieldsOf(req.body);
    return fields ? { fields, image: null } : { refused: 'bad_request' };
  }
  const read = await readMultipartForm(req, {
    field: ANNOUNCEMENT_IMAGE_FIELD,
    maxBytes: ANNOUNCEMENT_IMAGE_MAX_BYTES,
    fieldsMax: FORM_FIELDS_MAX,
    fieldMaxBytes: FORM_FIELD_MAX_BYTES,
  });
  if ('refused' in read) return { refused: read.refused === 'file_too_large' ? 'image_upload_too_big' : read.refused };
  const fields = fieldsOf(read.fields);
  if (!fields) return { refused: 'bad_request' };
  if (!read.file) return { fields, image: null };
  const image = imageTypeOf(read.file);
  if (!image) return { refused: 'unsupported_file_type' };
  const filename = read.fileName.split(/[\\/]/).pop()!.slice(0, FILE_NAME_MAX_LENGTH);
  return { fields, image: { content: read.file, extension: image.extension, filename } };
}
