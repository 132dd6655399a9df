import type { AwardDetail } from '@laurel/shared/contract';
import { XSS_CORPUS, richTextProblems } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { ADMIN_AWARDS, awardForm, awardGive } from '../testing/awards';

/**
 * Manual award free text: the name, title and message are plain text, stored and answered as the very
 * string sent (or refused whole over their limit); the description is rich text cut down to the allow-list.
 * A giver's own message (an editable award) is posted as text with the recipient's @username.
 */
const CORPUS = XSS_CORPUS;

const REFUSED_WHOLE = [
  'award_name_required',
  'award_name_too_long',
  'award_title_too_long',
  'award_message_too_long',
  'award_description_too_long',
];

const awardText = securityTally(
  'XSS payloads in manual awards (API)',
  (cases) =>
    `${CORPUS.length} payloads × name, title and message (text, or refused whole), description (allow-list of programs §5) and a giver's message (posted as text), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-awards', [awardText.row()]));

describe('award name, title, message, description and a giver’s message', () => {
  it('keep text as text, sanitise the description and read each back unchanged', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'awards_admin');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const created = await api.http
        .post(ADMIN_AWARDS)
        .set('Authorization', admin.authorization)
        .send(awardForm({ name: payload, title: payload, message: payload, description: payload }));
      if (created.status !== 201) {
        const refusedWhole = created.status === 422 && REFUSED_WHOLE.includes(created.body.error as string);
        if (!awardText.count(refusedWhole)) problems.push(`${id}: create ${created.status} ${created.body.error}`);
        continue;
      }
      const body = created.body as AwardDetail;
      const read = await api.http.get(`${ADMIN_AWARDS}/${body.id}`).set('Authorization', admin.authorization);
      const textOk = [body.name, body.title, body.message, read.body.name, read.body.message].every(
        (text) => text === payload.trim(),
      );
      if (!awardText.count(textOk)) problems.push(`${id}: name, title or message changed`);
      const found = richTextProblems(body.description);
      if (!awardText.count(found.length === 0)) problems.push(`${id}: description ${found.join(', ')}`);
    }
    const award = await api.http
      .post(ADMIN_AWARDS)
      .set('Authorization', admin.authorization)
      .send(awardForm({ name: 'Corpus', message: 'Thanks' }))
      .expect(201);
    const receiver = api.db.users.find((user) => user.company_id === 1 && !user.persona && user.status === 'active')!;
    for (const { id, payload } of CORPUS) {
      const given = await api.http
        .post('/api/v2/bonuses')
        .set('Authorization', admin.authorization)
        .send(awardGive(award.body.id, [receiver], { reason: payload }));
      const expected = `@${receiver.slug} ${payload.trim() === '' ? 'Thanks' : payload.trim()}`.trim();
      const ok =
        (given.status === 201 && given.body.result.reason === expected) ||
        (given.status === 422 && given.body.error === 'reason_too_long');
      if (!awardText.count(ok)) problems.push(`${id}: give ${given.status} ${JSON.stringify(given.body).slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
