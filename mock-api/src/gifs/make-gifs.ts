import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GIF_CATALOGUE, gifFileName } from './gif-catalogue';
import { drawGif } from './draw-gif';
import { GIFS_DIR } from './gif-files';

// `npm run gifs -w mock-api`: draws the catalogue's GIFs into mock-api/gifs, which is committed.
mkdirSync(GIFS_DIR, { recursive: true });
for (const gif of GIF_CATALOGUE) {
  const file = path.join(GIFS_DIR, gifFileName(gif.id));
  const bytes = drawGif(gif);
  writeFileSync(file, bytes);
  console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
}
