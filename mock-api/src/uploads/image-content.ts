import { BONUS_IMAGE_TYPES, type BonusImageType, type ClaimProofType } from '@laurel/shared/contract';

const SIGNATURES: readonly { type: BonusImageType; extension: string; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "GIF8": both GIF87a and GIF89a.
  { type: 'image/gif', extension: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** Pictures that may not move: announcements and posters (spec §5 "jpeg, jpg, png only"). */
export const STILL_IMAGE_TYPES: readonly BonusImageType[] = ['image/jpeg', 'image/png'];

/**
 * The image type the bytes themselves say, by their signature; never the name's or the sender's word.
 * Only the types `accepted` count: a GIF is an image to a recognition and a refusal to an announcement.
 */
export function imageTypeOf(
  content: Uint8Array,
  accepted: readonly BonusImageType[] = STILL_IMAGE_TYPES,
): { type: BonusImageType; extension: string } | null {
  const match = SIGNATURES.find(
    ({ type, bytes }) => accepted.includes(type) && bytes.every((byte, index) => content[index] === byte),
  );
  return match ? { type: match.type, extension: match.extension } : null;
}

/** What a recognition's image may be (spec §5): JPEG, PNG or GIF. */
export const bonusImageTypeOf = (content: Uint8Array) => imageTypeOf(content, BONUS_IMAGE_TYPES);

/** "%PDF-", the first bytes of every PDF version. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** What a claim's proof may be: a still picture, or a PDF (a certificate, a receipt), by its bytes. */
export function proofTypeOf(content: Uint8Array): { type: ClaimProofType; extension: string } | null {
  const image = imageTypeOf(content);
  if (image) return { type: image.type as ClaimProofType, extension: image.extension };
  return PDF_SIGNATURE.every((byte, index) => content[index] === byte)
    ? { type: 'application/pdf', extension: 'pdf' }
    : null;
}
