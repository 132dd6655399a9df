import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
import { createTestApi, csrfTokenFor, signInAs, TEST_TODAY } from '../testing/test-api';
import { give, userBy } from '../testing/give';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { personaAuth } from '../testing/persona-auth';
import { catalogItemNamed, redeem, redemptionOf } from '../testing/rewards';

const tally = securityTally('rate limits', () => '');
const counted = (ok: boolean) => expect(tally.count(ok)).toBe(true);
afterAll(() =>
  writeSecurityResults('rate-limit', [
    {
      ...tally.row(),
      detail: 'sign-in per IP, gives, comments, redemptions and resends per user: 429 rate_limited with Retry-After',
    },
  ]),
);

const TIGHT: RateLimits = {
  'sign-in': { max: 2, windowSeconds: 60 },
  give: { max: 3, windowSeconds: 60 },
  comment: { max: 2, windowSeconds: 60 },
  redemption: { max: 2, windowSeconds: 60 },
  resend: { max: 2, windowSeconds: 60 },
};

function tightApi() {
  let now = TEST_TODAY.getTime();
  const api = createTestApi({ rateLimits: TIGHT, now: () => now });
  return { ...api, advance: (seconds: number) => (now += seconds * 1000) };
}

const thanks = (slug: string) => ({ reason: `+1 @${slug} thanks #OwnIt` });

describe('abuse limits', () => {
  it('stops a giver past the limit with 429 and Retry-After, gives nothing, and lets them give after the window', async () => {
    const api = tightApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const emma = userBy(api.db, 'employee').slug;
    for (let i = 0; i < 3; i += 1) await give(api, authorization, thanks(emma)).expect(201);
    api.advance(20);
    const bonuses = api.db.bonuses.length;
    const limited = await give(api, authorization, thanks(emma));
    counted(limited.status === 429 && limited.body.error === 'rate_limited');
    counted(limited.headers['retry-after'] === '40');
    counted(limited.body.message === 'Too many requests: try again in 40 seconds');
    counted(api.db.bonuses.length === bonuses);
    api.advance(40);
    counted((await give(api, authorization, thanks(emma))).status === 201);
  });

  it('counts per user: one giver at the limit does not stop another', async () => {
    const api = tightApi();
    const manager = await signInAs(api.http, 'manager');
    const admin = await signInAs(api.http, 'company_admin');
    const emma = userBy(api.db, 'employee').slug;
    for (let i = 0; i < 4; i += 1) await give(api, manager.authorization, thanks(emma));
    counted((await give(api, admin.authorization, thanks(emma))).status === 201);
  });

  it('limits comments per user', async () => {
    const api = tightApi();
    const { authorization } = await signInAs(api.http, 'employee');
    const bonus = api.db.bonuses.find((row) => row.company_id === 1 && row.privacy === 'publicly_visible')!;
    const comment = () =>
      api.http
        .post(`/api/v2/bonuses/${bonus.id}/comments`)
        .set('Authorization', authorization)
        .send({ comment: { reason: 'Well done' } });
    counted((await comment()).status === 201 && (await comment()).status === 201);
    const limited = await comment();
    counted(limited.status === 429 && Number(limited.headers['retry-after']) === 60);
  });

  it('limits redemptions and resends per user, and a limited redemption changes nothing', async () => {
    const api = tightApi();
    const { authorization, user } = await personaAuth(api.db, 'employee');
    user.earning_balance = 10_000;
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    for (let i = 0; i < 2; i += 1) counted((await redeem(api, authorization, redemptionOf(1, amazon))).status === 201);
    const before = JSON.stringify(api.db);
    const limited = await redeem(api, authorization, redemptionOf(1, amazon));
    counted(limited.status === 429 && limited.body.error === 'rate_limited' && JSON.stringify(api.db) === before);
    const giftCard = api.db.redemptions.find((row) => row.user_id === user.id && row.claim_url !== null)!;
    const resend = () =>
      api.http
        .post(`/api/v2/rewards/redemptions/${giftCard.id}/resend`)
        .set('Authorization', authorization)
        .send({ email: 'me@example.com' });
    counted((await resend()).status === 202 && (await resend()).status === 202);
    counted((await resend()).status === 429 && giftCard.resends.length === 2);
  });

  it('limits sign-in attempts per address, failed ones included', async () => {
    const api = tightApi();
    const csrf = await csrfTokenFor(api.http);
    const attempt = (persona: string) =>
      api.http
        .post('/users/sign_in')
        .set('Cookie', csrf.cookie)
        .type('form')
        .send({ persona, authenticity_token: csrf.token });
    counted((await attempt('root')).status === 422);
    counted((await attempt('employee')).status === 303);
    const limited = await attempt('employee');
    counted(limited.status === 429 && limited.headers['retry-after'] === '60');
  });

  it("answers the sign-in page's own form post with a page that says so, not JSON", async () => {
    const api = tightApi();
    const csrf = await csrfTokenFor(api.http);
    const attempt = () =>
      api.http
        .post('/users/sign_in')
        .set('Cookie', csrf.cookie)
        .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
        .type('form')
        .send({ persona: 'employee', authenticity_token: csrf.token });
    await attempt();
    await attempt();
    const limited = await attempt();
    counted(limited.status === 429 && /text\/html/.test(limited.headers['content-type'] ?? ''));
    counted(limited.text.includes('<h1>Too many requests: try again in 60 seconds</h1>'));
    counted(limited.text.includes('href="/users/sign_in_start"'));
  });

  it('leaves the defaults generous enough for the e2e suite (a few personas giving quickly)', () => {
    counted(DEFAULT_RATE_LIMITS.give.max >= 60 && DEFAULT_RATE_LIMITS.comment.max >= 60);
    counted(DEFAULT_RATE_LIMITS['sign-in'].max >= 200);
  });
});
