import { createHash } from 'node:crypto';
import { canonicalJson } from '@laurel/shared/contract';
import type { RequestHandler, Response } from 'express';
import type { Store } from '../db/store';
import type { IdempotencyRecord } from '../db/types';
import { subjectOf } from '../authz/subject';
import { sendError } from '../http/send-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const MAX_KEY_LENGTH = 255;
const MS_PER_HOUR = 60 * 60 * 1000;
/** Statuses a retry may get again: not a limit that lifts, nor a fault the retry is for. */
const isReplayable = (status: number) => status < 500 && status !== 429 && status !== 409;

/** Set for a multipart request with a key: its route calls it with the fields it read (see `answeredByIdempotency`). */
const DEFERRED_CHECK = 'idempotencyCheck';
type Check = (body: unknown) => boolean;

/**
 * A multipart body is read by its route, after this middleware ran: the route calls this with what it
 * read (the fields, and the file by its digest). True when the key already answered (a replay, a reused
 * key or a request in flight), and the route stops there.
 */
export function answeredByIdempotency(res: Response, body: unknown): boolean {
  const check = res.locals[DEFERRED_CHECK] as Check | undefined;
  return check ? check(body) : false;
}

export const fileDigest = (file: Buffer) => createHash('sha256').update(file).digest('hex');

export interface IdempotencyOptions {
  now: () => number;
  ttlHours: number;
}

/**
 * `Idempotency-Key` for money-moving POSTs (gives today; redemptions, claims and award gives later):
 * the same user, key and request get the first answer (status and body) and change nothing; the same
 * key with another request is 422 `idempotency_key_reused`. Keys live in the db, so they survive a
 * restart, and expire after `ttlHours`. Place it after the route's guard and before its handler; a
 * multipart route also calls `answeredByIdempotency` once it has read the form.
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

    const check: Check = (requestBody) => {
      const fingerprint = createHash('sha256')
        .update(
          canonicalJson({ method: req.method, path: req.baseUrl + req.path, query: req.query, body: requestBody }),
        )
        .digest('hex');
      const first = store.all('idempotency_keys').find((record) => record.user_id === user.id && record.key === key);
      if (first) {
        if (first.fingerprint !== fingerprint) sendError(res, 'idempotency_key_reused');
        else {
          res.set('Idempotent-Replayed', 'true');
          res.status(first.status).json(first.body);
        }
        return true;
      }
      const flight = `${user.id}:${key}`;
      if (inFlight.has(flight)) {
        sendError(res, 'conflict');
        return true;
      }
      inFlight.add(flight);
      res.on('close', () => inFlight.delete(flight));

      const json = res.json.bind(res);
      res.json = (answer: unknown) => {
        inFlight.delete(flight);
        if (isReplayable(res.statusCode)) {
          const record: IdempotencyRecord = {
            id: store.nextId('idempotency_keys'),
            user_id: user.id,
            key,
            fingerprint,
            status: res.statusCode,
            body: answer,
            created_at: new Date(at).toISOString(),
            expires_at: new Date(at + ttlHours * MS_PER_HOUR).toISOString(),
          };
          store.all('idempotency_keys').push(record);
          store.persist();
        }
        return json(answer);
      };
      return false;
    };

    // The form's boundary differs on every send, so its raw bytes say nothing: the route reads it first.
    if (req.is('multipart/form-data')) res.locals[DEFERRED_CHECK] = check;
    else if (check(req.body)) return;
    next();
  };
}
