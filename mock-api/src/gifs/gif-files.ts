import path from 'node:path';
import { Router } from 'express';
import { sendError } from '../http/send-error';
import { MEDIA_PATH } from '../media/illustrations';
import { GIF_CATALOGUE, gifFileName } from './gif-catalogue';

/** The catalogue's files, drawn by `npm run gifs` and committed. */
export const GIFS_DIR = path.resolve(__dirname, '../../gifs');
export const GIFS_PATH = `${MEDIA_PATH}/gifs`;
const ONE_DAY_S = 24 * 60 * 60;

export const gifUrl = (id: string) => `${GIFS_PATH}/${gifFileName(id)}`;
const CATALOGUE_IDS = new Set(GIF_CATALOGUE.map((gif) => gif.id));

/** `GET /api/v2/media/gifs/<id>.gif`: public like the illustrations, so an `<img>` needs no bearer token. */
export function gifFiles(): Router {
  const router = Router();
  router.get(`${GIFS_PATH}/:id.gif`, (req, res) => {
    const { id } = req.params;
    // Only names of the catalogue: nothing the request says reaches the file system.
    if (!CATALOGUE_IDS.has(id)) return sendError(res, 'not_found');
    res.sendFile(gifFileName(id), {
      root: GIFS_DIR,
      headers: {
        'Content-Type': 'image/gif',
        'Cache-Control': `public, max-age=${ONE_DAY_S}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
  return router;
}

/** Whether `url` is the address of one of the catalogue's GIFs. */
export const isCatalogueGifUrl = (url: string) => {
  const match = new RegExp(`^${GIFS_PATH}/([a-z0-9-]+)\\.gif$`).exec(url);
  return match !== null && CATALOGUE_IDS.has(match[1]!);
};
