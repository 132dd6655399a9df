/** A colour as red, green and blue, 0 to 255 each. */
export type Rgb = readonly [number, number, number];

export interface GifFrame {
  /** One palette index per pixel, row by row. */
  pixels: Uint8Array;
  /** How long the frame shows, in hundredths of a second. */
  delayCs: number;
}

/** 16 colours: 4 bits a pixel, so the smallest LZW code size the format allows for them. */
const PALETTE_SIZE = 16;
const MIN_CODE_SIZE = 4;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
/** A clear code before the code table would grow past 5 bits: every code stays one pixel and 5 bits wide. */
const CODES_PER_CLEAR = CLEAR - 2;
const CODE_BITS = MIN_CODE_SIZE + 1;
const SUB_BLOCK_MAX = 255;

const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];

/** Pixels as LZW codes that never build on each other: bigger than compressed, but a few lines and always valid. */
function lzwCodes(pixels: Uint8Array): number[] {
  const codes = [CLEAR];
  pixels.forEach((pixel, index) => {
    if (index > 0 && index % CODES_PER_CLEAR === 0) codes.push(CLEAR);
    codes.push(pixel);
  });
  codes.push(END);
  return codes;
}

function packBits(codes: readonly number[]): number[] {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += CODE_BITS;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) bytes.push(buffer & 0xff);
  return bytes;
}

function subBlocks(data: readonly number[]): number[] {
  const out: number[] = [];
  for (let start = 0; start < data.length; start += SUB_BLOCK_MAX) {
    const block = data.slice(start, start + SUB_BLOCK_MAX);
    out.push(block.length, ...block);
  }
  out.push(0);
  return out;
}

/** An animated GIF89a that loops for ever, from frames of palette indexes (at most 16 colours). */
export function encodeGif(width: number, height: number, palette: readonly Rgb[], frames: readonly GifFrame[]): Buffer {
  if (palette.length > PALETTE_SIZE) throw new Error(`A GIF here has at most ${PALETTE_SIZE} colours`);
  const colours = Array.from({ length: PALETTE_SIZE }, (_, index) => palette[index] ?? ([0, 0, 0] as const));
  const bytes: number[] = [
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    // A global colour table of 16 entries, 8 bits a channel.
    0xf3,
    0,
    0,
    ...colours.flat(),
    // NETSCAPE2.0: loop for ever.
    0x21,
    0xff,
    0x0b,
    ...Buffer.from('NETSCAPE2.0', 'latin1'),
    0x03,
    0x01,
    0,
    0,
    0,
  ];
  for (const frame of frames) {
    if (frame.pixels.length !== width * height) throw new Error('A frame must cover the whole picture');
    bytes.push(0x21, 0xf9, 0x04, 0x04, ...u16(frame.delayCs), 0, 0);
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0);
    bytes.push(MIN_CODE_SIZE, ...subBlocks(packBits(lzwCodes(frame.pixels))));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
