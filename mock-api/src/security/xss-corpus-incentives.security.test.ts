import type { IncentiveClaim, IncentiveSummary } from '@laurel/shared/contract';
import { XSS_CORPUS, richTextProblems } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, INCENTIVE_SUMMARY, incentiveForm } from '../testing/incentives';

/**
 * Incentive free text (programs §3, §5): the name, the post message and a claim's reason are plain text,
 * stored and answered as the very string sent (or refused whole over their limit); the description is
 * rich text cut down to the allow-list. The CSV carries the reason as text, formulas neutralised.
 */
const CORPUS = XSS_CORPUS;

const incentiveText = securityTally(
  'XSS payloads in incentives (API)',
  (cases) =>
    `${CORPUS.length} payloads × name and post message (text, or refused whole), description (allow-list of programs §5) and claim reason (text, read back in the summary), ${cases} round trips`,
);

afterAll(() => writeSecurityResults('xss-corpus-incentives', [incentiveText.row()]));

describe('incentive name, message, description and claim reason', () => {
  it('keep text as text, sanitise the description and read each back unchanged', async () => {
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const admin = await personaAuth(api.db, 'awards_admin');
    const employee = await personaAuth(api.db, 'employee');
    // The summary is a report of the global admins (the admin menu's policy).
    const reportReader = await personaAuth(api.db, 'global_admin');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const created = await api.http
        .post(ADMIN_INCENTIVES)
        .set('Authorization', admin.authorization)
        .send(incentiveForm({ name: payload, message: payload, description: payload }));
      if (created.status !== 201) {
        const refusedWhole =
          created.status === 422 &&
          [
            'incentive_name_too_long',
            'incentive_name_required',
            'incentive_message_too_long',
            'incentive_description_too_long',
          ].includes(created.body.error as string);
        if (!incentiveText.count(refusedWhole)) problems.push(`${id}: create ${created.status} ${created.body.error}`);
        continue;
      }
      const stored = api.db.incentives.find((row) => row.id === created.body.id)!;
      const textOk =
        created.body.name === payload.trim() && stored.name === payload.trim() && stored.message === payload.trim();
      if (!incentiveText.count(textOk)) problems.push(`${id}: name or message changed`);
      const found = richTextProblems(created.body.description as string);
      if (!incentiveText.count(found.length === 0)) problems.push(`${id}: description ${found.join(', ')}`);
    }
    const incentive = await api.http
      .post(ADMIN_INCENTIVES)
      .set('Authorization', admin.authorization)
      .send(incentiveForm({ name: 'Corpus' }))
      .expect(201);
    for (const { id, payload } of CORPUS) {
      const claim = await api.http
        .post(APPROVAL_REQUESTS)
        .set('Authorization', employee.authorization)
        .send({ award_id: incentive.body.id, claim_reason: payload });
      const ok =
        (claim.status === 201 && (claim.body.result as IncentiveClaim).claim_reason === payload.trim()) ||
        (claim.status === 422 &&
          ['claim_reason_required', 'claim_reason_too_long'].includes(claim.body.error as string));
      if (!incentiveText.count(ok)) problems.push(`${id}: claim ${claim.status}`);
    }
    const summary = await api.http
      .get(`${INCENTIVE_SUMMARY}?page_size=100&sort_order=asc`)
      .set('Authorization', reportReader.authorization)
      .expect(200);
    const reasons = (summary.body.result as IncentiveSummary).claims.map((claim) => claim.claim_reason);
    const sent = api.db.incentive_claims.map((claim) => claim.claim_reason);
    if (!incentiveText.count(JSON.stringify(reasons) === JSON.stringify(sent.slice(0, 100)))) {
      problems.push('summary reasons differ from what was sent');
    }
    const csv = await api.http
      .get(`${INCENTIVE_SUMMARY}/export_csv`)
      .set('Authorization', reportReader.authorization)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const formulaLines = csv.text.split('\r\n').filter((line) => /(^|,)[=+\-@]/.test(line));
    if (!incentiveText.count(formulaLines.length === 0)) problems.push(`csv: ${formulaLines.length} formula cells`);
    expect(problems).toEqual([]);
  }, 60_000);
});
