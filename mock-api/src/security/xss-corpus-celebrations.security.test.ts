import type { Celebration, CelebrationJobResult } from '@laurel/shared/contract';
import { XSS_CORPUS } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { ADMIN_CELEBRATIONS, celebrationOf, colleaguesIn } from '../testing/celebrations';

/**
 * Celebration free text: the name, headline and message are plain text, stored and answered as the very string
 * sent (or refused whole over their limit); the message is posted as the text of the recognition.
 */
const CORPUS = XSS_CORPUS;
const REFUSED_WHOLE = [
  'celebration_name_required',
  'celebration_name_too_long',
  'celebration_headline_too_long',
  'celebration_reason_too_long',
];

const celebrationText = securityTally(
  'XSS payloads in celebrations (API)',
  (cases) =>
    `${CORPUS.length} payloads × name, headline and message (text, or refused whole) and the message posted by a manual give (as text), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-celebrations', [celebrationText.row()]));

describe('celebration name, headline and message', () => {
  it('keep text as text, read back unchanged, and post the message as text', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'company_admin');
    const welcome = celebrationOf(api.db, admin.user.company_id, 'welcome');
    const people = colleaguesIn(api.db, admin.user.company_id);
    const problems: string[] = [];
    for (const [index, { id, payload }] of CORPUS.entries()) {
      const changed = await api.http
        .patch(`${ADMIN_CELEBRATIONS}/${welcome.id}`)
        .set('Authorization', admin.authorization)
        .send({ name: payload, headline: payload, reason: payload });
      if (changed.status !== 200) {
        const refusedWhole = changed.status === 422 && REFUSED_WHOLE.includes(changed.body.error as string);
        if (!celebrationText.count(refusedWhole)) problems.push(`${id}: patch ${changed.status} ${changed.body.error}`);
        continue;
      }
      const read = await api.http.get(`${ADMIN_CELEBRATIONS}/${welcome.id}`).set('Authorization', admin.authorization);
      const body = read.body as Celebration;
      const textOk = [changed.body.name, body.name, body.headline, body.reason].every(
        (text) => text === payload.trim(),
      );
      if (!celebrationText.count(textOk)) problems.push(`${id}: name, headline or message changed`);
      // Each payload to someone not yet celebrated today.
      const person = people[index % people.length]!;
      api.db.celebration_posts = api.db.celebration_posts.filter((post) => post.user_id !== person.id);
      const given = await api.http
        .post(`${ADMIN_CELEBRATIONS}/manually_give`)
        .set('Authorization', admin.authorization)
        .send({ celebrationId: welcome.id, userIds: [person.id] });
      const [outcome] = (given.body as CelebrationJobResult).posted;
      const bonus = api.db.bonuses.find((row) => row.id === outcome?.bonusId);
      const posted = bonus?.reason === `+10 @${person.slug} ${payload.trim()}`.trim();
      if (!celebrationText.count(given.status === 201 && posted)) problems.push(`${id}: give ${given.status}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
