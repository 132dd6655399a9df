import type { IncentiveDetail, IncentiveSummary } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { testClock } from '../testing/announcements';
import { ADMIN_INCENTIVES, APPROVAL_REQUESTS, INCENTIVE_SUMMARY, incentiveForm } from '../testing/incentives';
import { SUMMARY_CSV_HEADER } from './incentive-summary';

/** The CSV's cells, read back (RFC 4180 quoting). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

async function withClaims() {
  const clock = testClock('2026-11-01T10:00:00.000Z');
  const api = createTestApi({ now: clock.now });
  const admin = await personaAuth(api.db, 'global_admin');
  const people = await Promise.all(
    ['employee', 'manager', 'observer', 'receiver'].map((name) => personaAuth(api.db, name)),
  );
  const create = async (name: string) =>
    (
      await api.http
        .post(ADMIN_INCENTIVES)
        .set('Authorization', admin.authorization)
        .send(incentiveForm({ name }))
        .expect(201)
    ).body as IncentiveDetail;
  const first = await create('First');
  const second = await create('Second');
  // 30 claims over 30 days, alternating incentives; a reason with a comma, a quote and a formula.
  for (let day = 0; day < 30; day += 1) {
    const person = people[day % people.length]!;
    await api.http
      .post(APPROVAL_REQUESTS)
      .set('Authorization', person.authorization)
      .send({ award_id: (day % 2 === 0 ? first : second).id, claim_reason: `Day ${day}, "done" =1+1` })
      .expect(201);
    clock.advanceDays(1);
  }
  const summary = async (query: string) =>
    (await api.http.get(`${INCENTIVE_SUMMARY}?${query}`).set('Authorization', admin.authorization).expect(200)).body
      .result as IncentiveSummary;
  const csv = async (query: string, cookie = false) => {
    const request = api.http.get(`${INCENTIVE_SUMMARY}/export_csv?${query}`);
    const answer = await (
      cookie ? request.set('Cookie', admin.cookie) : request.set('Authorization', admin.authorization)
    ).expect(200);
    return csvRows(answer.text);
  };
  return { ...api, clock, admin, first, second, summary, csv };
}

describe('incentives summary and its CSV', () => {
  it('pages by 24 by default, newest first, with the pagination of programs §7', async () => {
    const api = await withClaims();
    const range = 'start_date=2026-11-01&end_date=2026-11-30';
    const page1 = await api.summary(range);
    expect(page1.claims).toHaveLength(24);
    expect(page1.pagination).toEqual({
      page_count: 2,
      total_count: 30,
      page_number: 1,
      page_next: 2,
      page_previous: null,
    });
    expect(page1.claims[0]!.claim_reason).toMatch(/^Day 29,/);
    expect(page1.awards.map((award) => award.name)).toEqual(expect.arrayContaining(['First', 'Second']));
    const page2 = await api.summary(`${range}&page_number=2`);
    expect(page2.claims).toHaveLength(6);
    expect(page2.pagination).toMatchObject({ page_next: null, page_previous: 1 });
    const ascending = await api.summary(`${range}&sort_order=asc&page_number=oops`);
    expect(ascending.pagination.page_number).toBe(1);
    expect(ascending.claims[0]!.claim_reason).toMatch(/^Day 0,/);
  });

  it('filters by incentives and UTC dates (both days included); bad filters are a bad request', async () => {
    const api = await withClaims();
    const firstOnly = await api.summary(`award_ids[]=${api.first.id}&start_date=2026-11-01&end_date=2026-11-30`);
    expect(firstOnly.pagination.total_count).toBe(15);
    expect(firstOnly.claims.every((claim) => claim.award.id === api.first.id)).toBe(true);
    const days = await api.summary('start_date=2026-11-03&end_date=2026-11-05');
    expect(days.claims.map((claim) => claim.claim_reason.split(',')[0])).toEqual(['Day 4', 'Day 3', 'Day 2']);
    await api.http
      .get(`${INCENTIVE_SUMMARY}?start_date=yesterday`)
      .set('Authorization', api.admin.authorization)
      .expect(400);
    await api.http.get(`${INCENTIVE_SUMMARY}?sort_order=up`).set('Authorization', api.admin.authorization).expect(400);
  });

  it('exports as CSV exactly the summary’s rows of the same filter, every page, by cookie or bearer', async () => {
    const api = await withClaims();
    const query = `award_ids[]=${api.first.id}&award_ids[]=${api.second.id}&start_date=2026-11-02&end_date=2026-11-29`;
    const pages = [await api.summary(`${query}&page_number=1`), await api.summary(`${query}&page_number=2`)];
    const claims = pages.flatMap((page) => page.claims);
    const [header, ...rows] = await api.csv(query, true);
    expect(header).toEqual([...SUMMARY_CSV_HEADER]);
    expect(rows).toEqual(
      claims.map((claim) => [
        claim.created_at,
        claim.decision_date ?? '',
        claim.award.name,
        String(claim.award.amount),
        claim.receivers.map((receiver) => receiver.display_name).join('; '),
        claim.receivers.map((receiver) => String(receiver.id)).join('; '),
        claim.claim_reason,
        claim.claim_attachment?.filename ?? '',
        claim.state,
      ]),
    );
    expect(rows).toHaveLength(28);
    expect(await api.csv(query)).toEqual([header, ...rows]);
    const employee = await personaAuth(api.db, 'employee');
    await api.http.get(`${INCENTIVE_SUMMARY}/export_csv`).set('Cookie', employee.cookie).expect(403);
    await api.http.get(`${INCENTIVE_SUMMARY}/export_csv`).expect(401);
  });
});
