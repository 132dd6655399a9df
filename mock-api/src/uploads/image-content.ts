import type { BonusImageType } from '@laurel/shared/contract';

const SIGNATURES: readonly { type: BonusImageType; extension: string; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The image type the bytes themselves say, by their signature; never the name's or the sender's word. */
export function imageTypeOf(content: Uint8Array): { type: BonusImageType; extension: string } | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match ? { type: match.type, extension: match.extension } : null;
}
