import { Router } from 'express';
import { z } from 'zod';
import { GIF_QUERY_MAX_LENGTH } from '@laurel/shared/contract';
import { guardedBy } from '../authz/route-guard';
import { subjectOf } from '../authz/subject';
import { sendError } from '../http/send-error';
import { attachmentToolsFor } from '../uploads/attachment-switches';
import { searchGifs } from './gif-search';

const querySchema = z.object({ q: z.string().max(GIF_QUERY_MAX_LENGTH).optional() });

/** `GET /gifs?q=` (recognition §7): the GIF picker's search over the local catalogue. */
export function gifRoutes(): Router {
  const router = Router();
  router.get('/gifs', guardedBy('GET', '/api/v2/gifs'), (req, res) => {
    if (!attachmentToolsFor(subjectOf(res)).gif) return sendError(res, 'forbidden');
    const query = querySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 'bad_request');
    res.json({ result: searchGifs(query.data.q ?? '') });
  });
  return router;
}
