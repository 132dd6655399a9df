import { createHash } from 'node:crypto';
import { canonicalJson } from '@laurel/shared/contract';
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import type { IdempotencyRecord } from '../db/types';
import { subjectOf } from '../authz/subject';
import { sendError } from '../http/send-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;
const MS_PER_HOUR = 60 * 60 * 1000;
/** Statuses a retry may get again: not a limit that lifts, nor a fault the retry is for. */
const isReplayable = (status: number) => status < 500 && status !== 429 && status !== 409;

export interface IdempotencyOptions {
  now: () => number;
  ttlHours: number;
}

/**
 * `Idempotency-Key` for money-moving POSTs (gives today; redemptions, claims and award gives later):
 * the same user, key and request get the first answer (status and body) and change nothing; the same
 * key with another request is 422 `idempotency_key_reused`. Keys live in the db, so they survive a
 * restart, and expire after `ttlHours`. Place it after the route's guard and before its handler.
 */
export function createIdempotency(store: Store, { now, ttlHours }: IdempotencyOptions): RequestHandler {
  const inFlight = new Set<string>();

  const dropExpired = (at: number) => {
    const records = store.all('idempotency_keys');
    const live = records.filter((record) => Date.parse(record.expires_at) > at);
    if (live.length === records.length) return;
    records.splice(0, records.length, ...live);
    store.persist();
  };

  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (key === '' || key.length > MAX_KEY_LENGTH) return sendError(res, 'bad_request');
    const { user } = subjectOf(res);
    const at = now();
    dropExpired(at);
    const fingerprint = createHash('sha256')
      .update(canonicalJson({ method: req.method, path: req.baseUrl + req.path, query: req.query, body: req.body }))
      .digest('hex');
    const first = store.all('idempotency_keys').find((record) => record.user_id === user.id && record.key === key);
    if (first) {
      if (first.fingerprint !== fingerprint) return sendError(res, 'idempotency_key_reused');
      res.set('Idempotent-Replayed', 'true');
      return void res.status(first.status).json(first.body);
    }
    const flight = `${user.id}:${key}`;
    if (inFlight.has(flight)) return sendError(res, 'conflict');
    inFlight.add(flight);
    res.on('close', () => inFlight.delete(flight));

    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      inFlight.delete(flight);
      if (isReplayable(res.statusCode)) {
        const record: IdempotencyRecord = {
          id: store.nextId('idempotency_keys'),
          user_id: user.id,
          key,
          fingerprint,
          status: res.statusCode,
          body,
          created_at: new Date(at).toISOString(),
          expires_at: new Date(at + ttlHours * MS_PER_HOUR).toISOString(),
        };
        store.all('idempotency_keys').push(record);
        store.persist();
      }
      return json(body);
    };
    next();
  };
}
