import express, { Router, type Request } from 'express';
import { hiddenPostIds } from '../bonuses/hidden-posts';
import { z } from 'zod';
import type { Store } from '../db/store';
import { subjectOf } from '../authz/subject';
import { createSearchIndex } from './search-index';
import { signSearchKey, verifySearchKey } from './search-key';
import { runSearchQuery, SEARCH_INDEX_NAMES } from './search-query';
import { sendError } from '../http/send-error';

/** `GET /api/v2/algolia_key_generator` (spec §7): a search key for the signed-in user. */
export function searchKeyRoutes(secret: Uint8Array): Router {
  const router = Router();
  router.get('/algolia_key_generator', (_req, res) => {
    const { user, company } = subjectOf(res);
    res.json({ key: signSearchKey({ company_id: company.id, user_id: user.id }, secret) });
  });
  return router;
}

const MAX_HITS_PER_PAGE = 1000;
const MAX_QUERIES_PER_REQUEST = 50;

const queriesSchema = z.object({
  requests: z
    .array(
      z.object({
        indexName: z.enum(SEARCH_INDEX_NAMES),
        query: z.string().max(512).default(''),
        hitsPerPage: z.number().int().min(1).max(MAX_HITS_PER_PAGE).default(20),
        page: z.number().int().min(0).default(0),
      }),
    )
    .min(1)
    .max(MAX_QUERIES_PER_REQUEST),
});

/** The browser client sends credentials as query parameters, the Node client as headers. */
function credential(req: Request, name: string): string | undefined {
  const fromQuery = req.query[name];
  return typeof fromQuery === 'string' ? fromQuery : req.get(name);
}

function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The search provider's multi-query protocol, `POST /1/indexes/*\/queries`, over the live collections. */
export function searchProtocolRoutes(store: Store, secret: Uint8Array): Router {
  const router = Router();
  const index = createSearchIndex(store);
  // The browser client posts JSON as text/plain to skip the CORS preflight.
  router.post('/1/indexes/*/queries', express.text({ type: () => true, limit: '64kb' }), (req, res) => {
    const scope = verifySearchKey(credential(req, 'x-algolia-api-key'), secret);
    const searcher =
      scope &&
      store
        .all('users')
        .find((user) => user.id === scope.user_id && user.company_id === scope.company_id && user.status === 'active');
    if (!credential(req, 'x-algolia-application-id') || !searcher) {
      sendError(res, 'invalid_search_key', { format: 'search-provider' });
      return;
    }
    const parsed = queriesSchema.safeParse(jsonOf(req.body));
    if (!parsed.success) {
      sendError(res, 'invalid_search_request', { format: 'search-provider' });
      return;
    }
    const companyIndex = index.company(searcher.company_id);
    const hidden = hiddenPostIds(store, searcher, 'bonus');
    res.json({ results: parsed.data.requests.map((query) => runSearchQuery(companyIndex, query, searcher, hidden)) });
  });
  return router;
}
