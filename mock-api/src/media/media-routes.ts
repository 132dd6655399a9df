import { Router } from 'express';
import { illustrationSvg, isIllustrationName, MEDIA_PATH } from './illustrations';
import { sendError } from '../http/send-error';

const ONE_DAY_S = 24 * 60 * 60;

/** `GET /api/v2/media/<name>.svg`: the seeded recognitions' pictures, served before the bearer check. */
export function mediaRoutes(): Router {
  const router = Router();
  router.get(`${MEDIA_PATH}/:name.svg`, (req, res) => {
    const { name } = req.params;
    if (!isIllustrationName(name)) {
      sendError(res, 'not_found');
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', `public, max-age=${ONE_DAY_S}`)
      // Opened on its own, the picture may draw and style itself but never run anything.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('X-Content-Type-Options', 'nosniff')
      .send(illustrationSvg(name));
  });
  return router;
}
