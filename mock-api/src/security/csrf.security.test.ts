import {
  APP_ORIGIN,
  bearerFor,
  createTestApi,
  csrfCookieOf,
  csrfTokenFor,
  sessionCookieOf,
  signInAs,
} from '../testing/test-api';
import { give, userBy } from '../testing/give';
import { securityTally, writeSecurityResults } from '../testing/security-results';

const tally = securityTally('CSRF and cookies', () => '');
const counted = (ok: boolean) => expect(tally.count(ok)).toBe(true);
afterAll(() =>
  writeSecurityResults('csrf', [
    { ...tally.row(), detail: 'sign-in, sign-out, spoofing, toggle: token, foreign origin, cookie flags' },
  ]),
);

type Http = ReturnType<typeof createTestApi>['http'];
const signInForm = (http: Http, cookie: string | undefined, fields: Record<string, string>) => {
  const request = http.post('/users/sign_in').type('form');
  if (cookie) request.set('Cookie', cookie);
  return request.send({ persona: 'employee', ...fields });
};

describe('sign-in needs the anti-forgery token', () => {
  it('signs in with the form field or the header matching the cookie', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const page = await http.get('/users/sign_in_start').set('Cookie', csrf.cookie).expect(200);
    counted(page.text.includes(`name="authenticity_token" value="${csrf.token}"`));
    counted((await signInForm(http, csrf.cookie, { authenticity_token: csrf.token })).status === 303);
    const byHeader = await signInForm(http, csrf.cookie, {}).set('X-CSRF-TOKEN', csrf.token);
    counted(byHeader.status === 303);
    // A fresh token after sign-in: one seen before it cannot be replayed into the new session.
    counted(csrfCookieOf(byHeader.headers['set-cookie']) !== csrf.cookie);
  });

  it.each([
    ['no token', (token: string) => ({ cookie: `CSRF-TOKEN=${token}`, fields: {} })],
    [
      'a token that is not the cookie’s',
      (token: string) => ({ cookie: `CSRF-TOKEN=${token}`, fields: { authenticity_token: `${token.slice(1)}x` } }),
    ],
    ['the token without its cookie', (token: string) => ({ cookie: undefined, fields: { authenticity_token: token } })],
  ])('refuses %s with 403 and sets no session', async (_name, build) => {
    const { http } = createTestApi();
    const { token } = await csrfTokenFor(http);
    const { cookie, fields } = build(token);
    const response = await signInForm(http, cookie, fields);
    counted(response.status === 403 && response.body.error === 'invalid_csrf_token');
    counted(sessionCookieOf(response.headers['set-cookie']) === undefined);
  });

  it.each([
    ['Origin', 'https://evil.example'],
    ['Origin', 'null'],
    ['Referer', 'https://evil.example/forms/laurel.html'],
  ])('refuses a form posted from another site (%s: %s)', async (header, value) => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const response = await signInForm(http, csrf.cookie, { authenticity_token: csrf.token }).set(header, value);
    counted(response.status === 403 && response.body.error === 'foreign_origin');
    counted(sessionCookieOf(response.headers['set-cookie']) === undefined);
  });

  it('accepts the app’s own origins', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const fromApp = await signInForm(http, csrf.cookie, { authenticity_token: csrf.token }).set('Origin', APP_ORIGIN);
    counted(fromApp.status === 303);
    const fromHost = await signInForm(http, csrf.cookie, { authenticity_token: csrf.token })
      .set('Host', 'laurel.test')
      .set('Origin', 'http://laurel.test');
    counted(fromHost.status === 303);
  });
});

describe('the other cookie-authenticated changes', () => {
  it('signs out only with the token', async () => {
    const { http } = createTestApi();
    const { csrfHeaders, cookie } = await signInAs(http, 'employee');
    const forged = await http.post('/users/sign_out').set('Cookie', cookie).expect(403);
    counted(!String(forged.headers['set-cookie']).includes('laurel_session=;'));
    const signOut = await http.post('/users/sign_out').set(csrfHeaders).expect(303);
    counted(String(signOut.headers['set-cookie']).includes('laurel_session=;'));
  });

  it('spoofs, stops spoofing and toggles controls only with the token', async () => {
    const { http, db } = createTestApi();
    const admin = await signInAs(http, 'super_admin');
    const target = userBy(db, 'employee');
    const bearer = { Authorization: admin.authorization };
    const noToken = await http
      .post('/api/v2/super_admin/spoof')
      .set(bearer)
      .set('Cookie', admin.cookie)
      .send({ user_id: target.id });
    counted(noToken.status === 403 && sessionCookieOf(noToken.headers['set-cookie']) === undefined);
    const flag = userBy(db, 'super_admin').show_superadmin_feature;
    counted((await http.patch('/api/v2/super_admin/toggle_controls').set(bearer)).status === 403);
    counted(userBy(db, 'super_admin').show_superadmin_feature === flag);
    const foreign = await http
      .post('/api/v2/super_admin/spoof')
      .set(bearer)
      .set(admin.csrfHeaders)
      .set('Origin', 'https://evil.example')
      .send({ user_id: target.id });
    counted(foreign.status === 403 && foreign.body.error === 'foreign_origin');

    const spoof = await http
      .post('/api/v2/super_admin/spoof')
      .set(bearer)
      .set(admin.csrfHeaders)
      .send({ user_id: target.id });
    counted(spoof.status === 200);
    const asTarget = await bearerFor(http, sessionCookieOf(spoof.headers['set-cookie'])!);
    const stop = await http.delete('/api/v2/super_admin/spoof').set('Authorization', asTarget);
    counted(stop.status === 403 && stop.body.error === 'invalid_csrf_token');
  });

  it('needs no token for bearer-token calls, which a cookie alone cannot make', async () => {
    const api = createTestApi();
    const { authorization } = await signInAs(api.http, 'manager');
    const response = await give(api, authorization, { reason: `+1 @${userBy(api.db, 'employee').slug} thanks #OwnIt` });
    counted(response.status === 201);
    const cookieOnly = await api.http
      .post('/api/v2/bonuses')
      .set('Cookie', (await signInAs(api.http, 'manager')).cookie)
      .send({ bonus: { reason: '+1 @emma thanks #OwnIt' } });
    counted(cookieOnly.status === 401);
  });
});

describe('cookie flags', () => {
  it('keeps the session HttpOnly and SameSite=Lax, and the token readable by the page', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const signIn = await signInForm(http, csrf.cookie, { authenticity_token: csrf.token }).expect(303);
    const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith('laurel_session='))!;
    const token = cookies.find((cookie) => cookie.startsWith('CSRF-TOKEN='))!;
    counted(/; HttpOnly/.test(session) && /; SameSite=Lax/.test(session) && !/; Secure/.test(session));
    counted(!/HttpOnly/.test(token) && /; SameSite=Lax/.test(token));
  });

  it('marks both Secure when served over https (behind a proxy or directly)', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const signIn = await signInForm(http, csrf.cookie, { authenticity_token: csrf.token })
      .set('X-Forwarded-Proto', 'https')
      .expect(303);
    const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    counted(cookies.length === 2 && cookies.every((cookie) => /; Secure/.test(cookie)));
  });
});
