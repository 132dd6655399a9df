import type { Request } from 'express';
import {
  CLAIM_ATTACHMENT_FIELD,
  CLAIM_ATTACHMENT_MAX_BYTES,
  claimRequestSchema,
  type ApiErrorId,
  type ClaimRequest,
} from '@laurel/shared/contract';
import { readMultipartForm } from '../uploads/read-multipart';
import { proofTypeOf } from '../uploads/image-content';

const FORM_FIELDS_MAX = 4;
const FORM_FIELD_MAX_BYTES = 16 * 1024;
const FILE_NAME_MAX_LENGTH = 255;

export interface ClaimInput {
  fields: ClaimRequest;
  /** A JPEG, PNG or PDF proof by its bytes; the name it was sent with is only shown. */
  proof: { content: Buffer; extension: string; type: string; filename: string } | null;
}

/** `POST /approval_requests`: form data with an optional proof (the regular flow), or JSON (from an announcement). */
export async function readClaimInput(req: Request): Promise<ClaimInput | { refused: ApiErrorId }> {
  if (!req.is('multipart/form-data')) {
    const parsed = claimRequestSchema.safeParse(req.body);
    return parsed.success ? { fields: parsed.data, proof: null } : { refused: 'bad_request' };
  }
  const read = await readMultipartForm(req, {
    field: CLAIM_ATTACHMENT_FIELD,
    maxBytes: CLAIM_ATTACHMENT_MAX_BYTES,
    fieldsMax: FORM_FIELDS_MAX,
    fieldMaxBytes: FORM_FIELD_MAX_BYTES,
  });
  if ('refused' in read) return { refused: read.refused };
  const parsed = claimRequestSchema.safeParse(read.fields);
  if (!parsed.success) return { refused: 'bad_request' };
  if (!read.file) return { fields: parsed.data, proof: null };
  const proof = proofTypeOf(read.file);
  if (!proof) return { refused: 'unsupported_proof_type' };
  const filename = read.fileName.split(/[\\/]/).pop()!.slice(0, FILE_NAME_MAX_LENGTH);
  return { fields: parsed.data, proof: { content: read.file, extension: proof.extension, type: proof.type, filename } };
}
