import xssCorpus from '@laurel/shared/testing/xss-corpus.json';
import type { Database } from '../db/types';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * Recognition reasons and comments are plain text in the spec (no rich text, no allow-list): the API
 * stores and answers each payload as the very string it was sent, adds no markup of its own, and takes
 * no address but http(s) or a path of this origin.
 */
interface XssPayload {
  id: string;
  payload: string;
}
const CORPUS = xssCorpus as XssPayload[];
const MIN_CORPUS_SIZE = 50;
/** The shape of a stored hashtag (the text parser's): letters, digits, marks and `_ . ' -` inside. */
const HASHTAG = /^[\p{L}\p{N}\p{M}_](?:[\p{L}\p{N}\p{M}_.'-]*[\p{L}\p{N}\p{M}_])?$/u;
const MARKUP = /<|javascript:|on\w+=/i;

const stored = securityTally(
  'stored XSS payloads (API)',
  (cases) => `${CORPUS.length} payloads × 3 text fields, ${cases} round trips as text`,
);
const refused = securityTally(
  'XSS payloads as URLs and emails (API)',
  (cases) => `${cases} refused: attachment url, invite email`,
);

afterAll(() => writeSecurityResults('xss-corpus', [stored.row(), refused.row()]));

/** Everything in an answer but the field that carries the text: no markup may appear there. */
const withoutText = (value: object, field: string) => JSON.stringify({ ...value, [field]: undefined });

function setUp() {
  const api = createTestApi();
  const giver = userBy(api.db, 'employee');
  // Enough points for one give per payload: the corpus tests what is stored, not the balance rules.
  giver.giving_balance = 10 * CORPUS.length;
  const receiver = userBy(api.db, 'manager');
  return { api, receiver };
}

const bonusRow = (db: Database, id: number) => db.bonuses.find((bonus) => bonus.id === id);

describe('the XSS corpus', () => {
  it(`holds at least ${MIN_CORPUS_SIZE} payloads with unique ids`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(MIN_CORPUS_SIZE);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
    for (const { id, payload } of CORPUS) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(payload.length).toBeGreaterThan(0);
    }
  });
});

describe('free text rendered to other people is stored as text', () => {
  it('recognition reasons and attachment alt texts: answered, stored and read back verbatim', async () => {
    const { api, receiver } = setUp();
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const reason = `+1 @${receiver.slug} ${payload} #OwnIt`;
      const attachment = { category: 'image', url: '/api/v2/media/cheers.svg', alt_text: payload };
      const answer = await give(api, authorization, { reason, attachments_attributes: [attachment] });
      if (answer.status !== 201) {
        problems.push(`${id}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
        stored.count(false);
        stored.count(false);
        continue;
      }
      const { result } = answer.body;
      const row = bonusRow(api.db, result.id);
      const read = (await api.http.get(`/api/v2/bonuses/${result.id}`).set('Authorization', authorization)).body.result;
      const reasonOk =
        result.reason === reason &&
        row?.reason === reason &&
        read?.reason === reason &&
        /^application\/json/.test(answer.headers['content-type'] ?? '') &&
        !MARKUP.test(withoutText({ ...result, attachments: undefined, hashtags: undefined }, 'reason')) &&
        (row?.hashtags ?? []).every((tag) => HASHTAG.test(tag));
      const altOk = row?.attachments?.[0]?.alt_text === payload && read?.attachments?.[0]?.alt_text === payload;
      if (!stored.count(reasonOk)) problems.push(`${id}: reason not kept as text`);
      if (!stored.count(altOk)) problems.push(`${id}: alt text not kept as text`);
    }
    expect(problems).toEqual([]);
  });

  it('comments: answered, stored and read back verbatim (trimmed, as the schema says)', async () => {
    const { api } = setUp();
    const bonus = api.db.bonuses.find((row) => row.company_id === 1 && row.privacy === 'publicly_visible')!;
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const answer = await api.http
        .post(`/api/v2/bonuses/${bonus.id}/comments`)
        .set('Authorization', authorization)
        .send({ comment: { reason: payload } });
      const text = payload.trim();
      const row = api.db.comments.find((comment) => comment.id === answer.body.result?.id);
      const ok =
        answer.status === 201 &&
        answer.body.result.reason === text &&
        row?.reason === text &&
        !MARKUP.test(withoutText(answer.body.result, 'reason'));
      if (!stored.count(ok)) problems.push(`${id}: answered ${answer.status}, not kept as text`);
    }
    const listed = (await api.http.get(`/api/v2/bonuses/${bonus.id}/comments`).set('Authorization', authorization)).body
      .result as { reason: string }[];
    const reasons = new Set(listed.map((comment) => comment.reason));
    for (const { id, payload } of CORPUS) if (!reasons.has(payload.trim())) problems.push(`${id}: not listed as sent`);
    expect(problems).toEqual([]);
  });
});

describe('fields that hold an address or an email take none of the payloads', () => {
  it('an attachment url that is not http(s) or a path of this origin is a bad request', async () => {
    const { api, receiver } = setUp();
    const { authorization } = await personaAuth(api.db, 'employee');
    const count = api.db.bonuses.length;
    const accepted: string[] = [];
    for (const { id, payload } of CORPUS) {
      const attachment = { category: 'image', url: payload, alt_text: 'x' };
      const answer = await give(api, authorization, {
        reason: `+1 @${receiver.slug} thanks #OwnIt`,
        attachments_attributes: [attachment],
      });
      if (!refused.count(answer.status === 400)) accepted.push(`${id}: ${answer.status}`);
    }
    expect(accepted).toEqual([]);
    expect(api.db.bonuses).toHaveLength(count);
  });

  it('an invitation to a payload instead of an email address is refused', async () => {
    const { api } = setUp();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    const users = api.db.users.length;
    const accepted: string[] = [];
    for (const { id, payload } of CORPUS) {
      const answer = await api.http
        .post('/api/v2/invitations')
        .set('Authorization', authorization)
        .send({ emails: [payload] });
      if (!refused.count(answer.status === 422 && answer.body.error === 'invalid_email')) {
        accepted.push(`${id}: ${answer.status} ${answer.body.error}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(api.db.users).toHaveLength(users);
  });
});
