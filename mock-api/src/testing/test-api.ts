import request from 'supertest';
import { createMockApi, type MockApiOptions } from '../app';
import { generateDatabase } from '../seed/generate';
import { signAccessToken } from '../session/tokens';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-bytes-long');
export const APP_ORIGIN = 'http://localhost:3000';
export const TEST_TODAY = new Date('2026-11-22T00:00:00Z');

/** A fresh in-memory API over the default seed, so tests never touch db.json. */
export function createTestApi(options: Partial<Omit<MockApiOptions, 'source'>> = {}) {
  const db = generateDatabase({ today: TEST_TODAY });
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET, ...options });
  return { app, db, http: request(app) };
}

export const bearer = async (userId = 1) =>
  `Bearer ${await signAccessToken({ user_id: userId, company_id: 1 }, TEST_SECRET)}`;

type Http = ReturnType<typeof createTestApi>['http'];

export const sessionCookieOf = (setCookie: string[] | string | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .find((cookie) => cookie.startsWith('laurel_session='))
    ?.split(';')[0];

export const csrfCookieOf = (setCookie: string[] | string | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .find((cookie) => cookie.startsWith('CSRF-TOKEN='))
    ?.split(';')[0];

/** What a browser holds after opening the sign-in page: the anti-forgery cookie and its token. */
export async function csrfTokenFor(http: Http) {
  const page = await http.get('/users/sign_in_start').expect(200);
  const cookie = csrfCookieOf(page.headers['set-cookie'])!;
  return { cookie, token: cookie.slice('CSRF-TOKEN='.length) };
}

/** Signs a persona in through the dev sign-in form, token included: the session cookie, a bearer header and the token. */
export async function signInAs(http: Http, persona: string) {
  const csrf = await csrfTokenFor(http);
  const signIn = await http
    .post('/users/sign_in')
    .set('Cookie', csrf.cookie)
    .type('form')
    .send({ persona, authenticity_token: csrf.token })
    .expect(303);
  const cookie = sessionCookieOf(signIn.headers['set-cookie'])!;
  const rotated = csrfCookieOf(signIn.headers['set-cookie'])!;
  const token = rotated.slice('CSRF-TOKEN='.length);
  return {
    cookie,
    authorization: await bearerFor(http, cookie),
    /** The session and anti-forgery cookies with the token header, as the shared HTTP client sends them. */
    csrfHeaders: { Cookie: `${cookie}; ${rotated}`, 'X-CSRF-TOKEN': token },
  };
}

export async function bearerFor(http: Http, cookie: string) {
  const jwt = await http.get('/api/v2/jwt').set('Cookie', cookie).expect(200);
  return `Bearer ${jwt.body.jwt as string}`;
}
