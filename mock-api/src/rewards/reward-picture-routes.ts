import { Router } from 'express';
import { isRewardBrandKey, REWARD_PICTURES_PATH, rewardPictureSvg } from './reward-pictures';
import { sendError } from '../http/send-error';

const ONE_DAY_S = 24 * 60 * 60;

/** `GET /api/v2/media/rewards/<brand>.svg` and `<brand>-logo.svg`: catalogue pictures, public like the others. */
export function rewardPictureRoutes(): Router {
  const router = Router();
  router.get(`${REWARD_PICTURES_PATH}/:name.svg`, (req, res) => {
    const logo = req.params.name.endsWith('-logo');
    const key = logo ? req.params.name.slice(0, -'-logo'.length) : req.params.name;
    if (!isRewardBrandKey(key)) return sendError(res, 'not_found');
    const colour = typeof req.query.colour === 'string' ? req.query.colour : undefined;
    res
      .type('image/svg+xml')
      .set('Cache-Control', `public, max-age=${ONE_DAY_S}`)
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('X-Content-Type-Options', 'nosniff')
      .send(rewardPictureSvg(key, { logo, colour }));
  });
  return router;
}
