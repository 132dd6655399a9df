import { Router } from 'express';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { isHashtagText } from './bonus-feed-filter';
import { colleagueBySlug, hashtagSummary, userProfileSummary } from './recognition-summaries';

/** The reads of a person's page and a hashtag's page; their recognitions come from the filtered feed. */
export function peoplePageRoutes(store: Store): Router {
  const router = Router();

  router.get('/user_profiles/:slug', guardedBy('GET', '/api/v2/user_profiles/:slug'), (req, res) => {
    const { user } = subjectOf(res);
    const person = colleagueBySlug(store, user, req.params.slug ?? '');
    if (!person) {
      sendError(res, 'not_found');
      return;
    }
    res.json({ result: userProfileSummary(store, user, person) });
  });

  router.get('/hashtags/:hashtag', guardedBy('GET', '/api/v2/hashtags/:hashtag'), (req, res) => {
    const { user } = subjectOf(res);
    const hashtag = req.params.hashtag ?? '';
    const summary = isHashtagText(hashtag) ? hashtagSummary(store, user, hashtag) : null;
    // A hashtag nobody has used and that is no value of the company has no page.
    if (!summary || (!summary.is_company_value && summary.recognitions_count === 0)) {
      sendError(res, 'not_found');
      return;
    }
    res.json({ result: summary });
  });

  return router;
}
