import { RECOGNITION_MAX_LENGTH, type QualityScore } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';

const SCORES = '/api/v2/recognition/quality_scores';
const SUGGESTIONS = '/api/v2/recognition/quality_suggestions';

async function setUp(persona = 'employee') {
  const api = createTestApi();
  const { authorization } = await personaAuth(api.db, persona);
  const score = (body: object) => api.http.post(SCORES).set('Authorization', authorization).send(body);
  const suggest = (body: object) => api.http.post(SUGGESTIONS).set('Authorization', authorization).send(body);
  return { api, authorization, score, suggest, receiver: userBy(api.db, 'manager') };
}

const matched = (result: QualityScore) =>
  result.dimensions.filter((dimension) => dimension.matches).map((dimension) => dimension.key);

describe('POST /recognition/quality_scores', () => {
  it('rises one dimension at a time as the draft gains each quality, with a reason for every one', async () => {
    const { score, receiver } = await setUp();
    const steps = [
      'Great job and thanks a lot, really great work here!',
      ' It was a pleasure to watch the crew pull together.',
      ' The launch demo on Friday went smoothly.',
      ' It worked because the checklist was ready.',
      ' You kept everyone calm.',
      ' #OwnIt',
    ];
    let text = `+10 @${receiver.slug} `;
    const seen: string[][] = [];
    for (const step of steps) {
      text += step;
      const { status, body } = await score({ bonusText: text });
      expect(status).toBe(200);
      expect(body.result.dimensions).toHaveLength(5);
      for (const dimension of body.result.dimensions) expect(dimension.reason).not.toBe('');
      expect(body.result.totals).toEqual({ matches: seen.length, total: 5 });
      expect(body.result.score).toBe(seen.length * 20);
      seen.push(matched(body.result));
    }
    expect(seen).toEqual([
      [],
      ['genuine'],
      ['specific', 'genuine'],
      ['specific', 'contextual', 'genuine'],
      ['specific', 'contextual', 'personal', 'genuine'],
      ['specific', 'contextual', 'values_aligned', 'personal', 'genuine'],
    ]);
  });

  it('reads the company’s own values and the first names of the colleagues the draft tags', async () => {
    const { score, receiver } = await setUp();
    const { body } = await score({
      bonusText: `@${receiver.slug} ${receiver.first_name} ran a calm room #CustomerFirst`,
    });
    expect(body.result.dimensions).toEqual(
      expect.arrayContaining([
        { key: 'personal', matches: true, reason: 'Calls them by their first name.' },
        { key: 'values_aligned', matches: true, reason: 'Ties it to #CustomerFirst, one of your company values.' },
      ]),
    );
  });

  it('refuses a missing, blank or oversize text with the catalogue’s message', async () => {
    const { score } = await setUp();
    for (const body of [{}, { bonusText: '   ' }, { bonusText: 42 }]) {
      const answer = await score(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad_request', message: 'The request was not understood' });
    }
    const long = await score({ bonusText: 'a'.repeat(RECOGNITION_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({
      error: 'reason_too_long',
      message: `Keep a recognition under ${RECOGNITION_MAX_LENGTH} characters`,
    });
    expect((await score({ bonusText: 'a'.repeat(RECOGNITION_MAX_LENGTH) })).status).toBe(200);
  });

  it('is for people who may give recognition', async () => {
    const { score } = await setUp('observer');
    const answer = await score({ bonusText: 'You fixed the build because it blocked the release' });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('forbidden');
  });
});

describe('POST /recognition/quality_suggestions', () => {
  it('suggests for the asked dimension: the company’s values, the tagged colleague by name', async () => {
    const { suggest, receiver } = await setUp();
    const values = await suggest({ bonusText: 'Thanks for the help', dimensionKey: 'values_aligned' });
    expect(values.status).toBe(200);
    expect(values.body.result).toContain('Add #OwnIt if it showed that we take responsibility from start to finish.');
    const personal = await suggest({ bonusText: `@${receiver.slug} thanks`, dimensionKey: 'personal' });
    expect(personal.body.result[0]).toBe(`Write to ${receiver.first_name} directly: “${receiver.first_name}, you …”.`);
  });

  it('refuses an unknown dimension and a missing text', async () => {
    const { suggest } = await setUp();
    const unknown = await suggest({ bonusText: 'Thanks for the help', dimensionKey: 'funny' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('bad_request');
    const missing = await suggest({ dimensionKey: 'specific' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('bad_request');
  });
});

describe('a recognition given', () => {
  it('keeps the quality score of its reason, scored as the gauge scores it, and does not show it on the card', async () => {
    const { api, authorization, score, receiver } = await setUp();
    const reason = `+1 @${receiver.slug} ${receiver.first_name} closed 12 tickets before the release #OwnIt`;
    const given = await give(api, authorization, { reason });
    expect(given.status).toBe(201);
    const row = api.db.bonuses.find((bonus) => bonus.id === given.body.result.id)!;
    expect(row.quality_score).toEqual((await score({ bonusText: reason })).body.result);
    expect(row.quality_score?.totals.matches).toBe(4);
    expect(given.body.result).not.toHaveProperty('quality_score');
    const read = await api.http.get(`/api/v2/bonuses/${row.id}`).set('Authorization', authorization);
    expect(read.body.result).not.toHaveProperty('quality_score');
  });
});
