import request from 'supertest';
import { createMockApi } from '../app';
import { generateDatabase } from '../seed/generate';
import { signAccessToken } from '../session/tokens';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-bytes-long');
export const APP_ORIGIN = 'http://localhost:3000';
export const TEST_TODAY = new Date('2026-11-22T00:00:00Z');

/** A fresh in-memory API over the default seed, so tests never touch db.json. */
export function createTestApi() {
  const db = generateDatabase({ today: TEST_TODAY });
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET });
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

/** Signs a persona in through the dev sign-in page: the session cookie and a bearer header for it. */
export async function signInAs(http: Http, persona: string) {
  const signIn = await http.post('/users/sign_in').type('form').send({ persona }).expect(303);
  const cookie = sessionCookieOf(signIn.headers['set-cookie'])!;
  return { cookie, authorization: await bearerFor(http, cookie) };
}

export async function bearerFor(http: Http, cookie: string) {
  const jwt = await http.get('/api/v2/jwt').set('Cookie', cookie).expect(200);
  return `Bearer ${jwt.body.jwt as string}`;
}
