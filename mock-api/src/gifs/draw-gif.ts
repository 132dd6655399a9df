import { encodeGif, type GifFrame } from './gif-encoder';
import { GIF_HEIGHT, GIF_WIDTH, type CatalogueGif, type GifShape } from './gif-catalogue';

const FRAMES = 4;
const FRAME_DELAY_CS = 15;
const BACKGROUND = 0;
const SHAPE = 1;
const SPARK = 2;

/** Whether the point (x, y), relative to the shape's centre and in units of its radius, is inside it. */
const INSIDE: Record<GifShape, (x: number, y: number) => boolean> = {
  circle: (x, y) => x * x + y * y <= 1,
  square: (x, y) => Math.abs(x) <= 0.8 && Math.abs(y) <= 0.8,
  diamond: (x, y) => Math.abs(x) + Math.abs(y) <= 1,
  ring: (x, y) => x * x + y * y <= 1 && x * x + y * y >= 0.4,
  star: (x, y) =>
    Math.abs(x) + Math.abs(y) <= 1 && (Math.abs(x) < 0.25 || Math.abs(y) < 0.25 || Math.abs(x) + Math.abs(y) <= 0.6),
  heart: (x, y) => {
    const [u, v] = [x, -y + 0.3];
    return (u * u + v * v - 0.5) ** 3 - u * u * v * v * v <= 0;
  },
};

/** Frame `index` of the catalogue GIF: the shape bounces and grows, a spark circles it. */
function frameOf({ shape }: CatalogueGif, index: number): GifFrame {
  const pixels = new Uint8Array(GIF_WIDTH * GIF_HEIGHT).fill(BACKGROUND);
  const phase = (index / FRAMES) * 2 * Math.PI;
  const radius = 10 + 2 * Math.sin(phase);
  const [cx, cy] = [GIF_WIDTH / 2, GIF_HEIGHT / 2 - 3 * Math.abs(Math.sin(phase))];
  const spark = { x: cx + 17 * Math.cos(phase), y: cy + 12 * Math.sin(phase) };
  for (let y = 0; y < GIF_HEIGHT; y += 1) {
    for (let x = 0; x < GIF_WIDTH; x += 1) {
      const inside = INSIDE[shape]((x - cx) / radius, (y - cy) / radius);
      const nearSpark = (x - spark.x) ** 2 + (y - spark.y) ** 2 <= 9;
      pixels[y * GIF_WIDTH + x] = inside ? SHAPE : nearSpark ? SPARK : BACKGROUND;
    }
  }
  return { pixels, delayCs: FRAME_DELAY_CS };
}

export const drawGif = (gif: CatalogueGif): Buffer =>
  encodeGif(
    GIF_WIDTH,
    GIF_HEIGHT,
    gif.colours,
    Array.from({ length: FRAMES }, (_, index) => frameOf(gif, index)),
  );
