import type { Nomination, NominationPeriodDetail, PublicNominationPeriod } from '@laurel/shared/contract';
import { XSS_CORPUS, richTextProblems } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import {
  ADMIN_NOMINATION_PERIODS,
  NOMINATIONS,
  PUBLIC_NOMINATION_PERIODS,
  nominationPeriodForm,
} from '../testing/nominations';

/**
 * Nomination free text (programs §3, §5): a period's name and a nomination's reason are plain text,
 * stored and answered as the very string sent (or refused whole); the description is rich text cut
 * down to the allow-list. The public page's read carries them the same way.
 */
const CORPUS = XSS_CORPUS;

const nominationText = securityTally(
  'XSS payloads in nominations (API)',
  (cases) =>
    `${CORPUS.length} payloads × period name (text, or refused whole), description (allow-list of programs §5, also on the public read) and nomination reason (text, read back by the admin), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-nominations', [nominationText.row()]));

describe('nomination period name and description, and nomination reason', () => {
  it('keep text as text, sanitise the description and read each back unchanged', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS, now: () => Date.parse('2026-11-15T00:00:00Z') });
    const admin = await personaAuth(api.db, 'awards_admin');
    const employee = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const created = await api.http
        .post(ADMIN_NOMINATION_PERIODS)
        .set('Authorization', admin.authorization)
        .send(nominationPeriodForm({ name: payload, description: payload, visibility: 'public' }));
      if (created.status !== 201) {
        const refusedWhole =
          created.status === 422 &&
          [
            'nomination_period_name_required',
            'nomination_period_name_too_long',
            'nomination_period_description_too_long',
          ].includes(created.body.error as string);
        if (!nominationText.count(refusedWhole)) problems.push(`${id}: create ${created.status} ${created.body.error}`);
        continue;
      }
      const period = created.body as NominationPeriodDetail;
      const stored = api.db.nomination_periods.find((row) => row.id === period.id)!;
      if (!nominationText.count(period.name === payload.trim() && stored.name === payload.trim())) {
        problems.push(`${id}: name changed`);
      }
      const found = richTextProblems(period.description);
      if (!nominationText.count(found.length === 0)) problems.push(`${id}: description ${found.join(', ')}`);
      const shared = (await api.http.get(`${PUBLIC_NOMINATION_PERIODS}/${period.id}`).expect(200))
        .body as PublicNominationPeriod;
      const sameOnPublic = shared.name === period.name && shared.description === period.description;
      if (!nominationText.count(sameOnPublic)) problems.push(`${id}: public read differs`);
    }

    const colleagues = api.db.users.filter(
      (user) => user.company_id === 1 && user.status === 'active' && !user.persona,
    );
    const sent: string[] = [];
    for (const [index, { id, payload }] of CORPUS.entries()) {
      // A period per payload keeps the duplicate and limit rules out of the way.
      const period = (
        await api.http
          .post(ADMIN_NOMINATION_PERIODS)
          .set('Authorization', admin.authorization)
          .send(nominationPeriodForm({ name: `Corpus ${index}`, nominationLimit: null }))
          .expect(201)
      ).body as NominationPeriodDetail;
      const nominated = await api.http
        .post(NOMINATIONS)
        .set('Authorization', employee.authorization)
        .send({
          nominationPeriodId: period.id,
          nominatedUserId: colleagues[index % colleagues.length]!.id,
          reason: payload,
        });
      const ok =
        (nominated.status === 201 && (nominated.body as Nomination).reason === payload.trim()) ||
        (nominated.status === 422 &&
          ['nomination_reason_required', 'nomination_reason_too_long'].includes(nominated.body.error as string));
      if (!nominationText.count(ok)) problems.push(`${id}: nomination ${nominated.status}`);
      if (nominated.status !== 201) continue;
      sent.push(payload.trim());
      const read = (
        await api.http
          .get(`${ADMIN_NOMINATION_PERIODS}/${period.id}`)
          .set('Authorization', admin.authorization)
          .expect(200)
      ).body as NominationPeriodDetail;
      if (!nominationText.count(read.nominations[0]?.reason === payload.trim()))
        problems.push(`${id}: reason read back`);
    }
    const own = await api.http.get(NOMINATIONS).set('Authorization', employee.authorization).expect(200);
    const reasons = (own.body.records as Nomination[]).map((nomination) => nomination.reason);
    if (!nominationText.count(sent.every((reason) => reasons.includes(reason)))) {
      problems.push('own nominations differ from what was sent');
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
