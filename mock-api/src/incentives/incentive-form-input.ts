import type { Request } from 'express';
import {
  INCENTIVE_FORM_FIELD,
  INCENTIVE_ICON_FIELD,
  INCENTIVE_ICON_MAX_BYTES,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { readMultipartForm } from '../uploads/read-multipart';
import { imageTypeOf } from '../uploads/image-content';

const FORM_FIELD_MAX_BYTES = 64 * 1024;

export interface IncentiveBody {
  /** The form's fields, for the schema to check. */
  body: unknown;
  /** A JPEG or PNG by its bytes (programs §5). */
  icon: { content: Buffer; extension: string } | null;
}

function parsedJson(text: string | undefined): unknown {
  try {
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The admin form as JSON, or multipart with its JSON in `incentive` (an award's in `award`) and an optional `icon`. */
export async function readIncentiveBody(
  req: Request,
  formField = INCENTIVE_FORM_FIELD,
): Promise<IncentiveBody | { refused: ApiErrorId }> {
  if (!req.is('multipart/form-data')) return { body: req.body as unknown, icon: null };
  const read = await readMultipartForm(req, {
    field: INCENTIVE_ICON_FIELD,
    maxBytes: INCENTIVE_ICON_MAX_BYTES,
    fieldsMax: 1,
    fieldMaxBytes: FORM_FIELD_MAX_BYTES,
  });
  if ('refused' in read) return { refused: read.refused === 'file_too_large' ? 'image_upload_too_big' : read.refused };
  const body = parsedJson(read.fields[formField]);
  if (body === null) return { refused: 'bad_request' };
  if (!read.file) return { body, icon: null };
  const image = imageTypeOf(read.file);
  return image
    ? { body, icon: { content: read.file, extension: image.extension } }
    : { refused: 'unsupported_file_type' };
}
