import { createTestApi, csrfTokenFor } from '../testing/test-api';

const sessionCookie = (setCookie: string[] | string | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .find((cookie) => cookie.startsWith('laurel_session='))
    ?.split(';')[0];

describe('dev sign-in', () => {
  it('lists the personas on the sign-in page, carrying a safe return path', async () => {
    const { http } = createTestApi();
    const response = await http.get('/users/sign_in_start?redirect_to=%2Frewards%2F3').expect(200);
    expect(response.text).toContain('Emma Employee');
    expect(response.text).toContain('Alex Admin');
    expect(response.text).toContain('name="redirect_to" value="/rewards/3"');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('signs in a persona and exchanges the session cookie for a JWT', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    const signIn = await http
      .post('/users/sign_in')
      .set('Cookie', csrf.cookie)
      .type('form')
      .send({ persona: 'employee', redirect_to: '/rewards', authenticity_token: csrf.token })
      .expect(303);
    expect(signIn.headers.location).toBe('/rewards');
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    expect(String(signIn.headers['set-cookie'])).toMatch(
      /laurel_session=[^;]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );
    const jwt = await http.get('/api/v2/jwt').set('Cookie', cookie!).expect(200);
    await http.get('/api/v1/users/1').set('Authorization', `Bearer ${jwt.body.jwt}`).expect(200);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'never follows redirect_to=%s off the origin',
    async (redirectTo) => {
      const { http } = createTestApi();
      const csrf = await csrfTokenFor(http);
      const signIn = await http
        .post('/users/sign_in')
        .set('Cookie', csrf.cookie)
        .type('form')
        .send({ persona: 'employee', redirect_to: redirectTo, authenticity_token: csrf.token })
        .expect(303);
      expect(signIn.headers.location).toBe('/');
      const page = await http.get(`/users/sign_in_start?redirect_to=${encodeURIComponent(redirectTo)}`).expect(200);
      expect(page.text).toContain('name="redirect_to" value="/"');
    },
  );

  it('refuses an unknown persona', async () => {
    const { http } = createTestApi();
    const csrf = await csrfTokenFor(http);
    await http
      .post('/users/sign_in')
      .set('Cookie', csrf.cookie)
      .type('form')
      .send({ persona: 'root', authenticity_token: csrf.token })
      .expect(422);
  });

  it('answers 401 for the JWT without a session or with a forged one', async () => {
    const { http } = createTestApi();
    await http.get('/api/v2/jwt').expect(401);
    await http.get('/api/v2/jwt').set('Cookie', 'laurel_session=eyJhbGciOiJIUzI1NiJ9.e30.forged').expect(401);
  });

  it('signs out by clearing the session cookie, from the confirmation form that carries the token', async () => {
    const { http } = createTestApi();
    const page = await http.get('/users/sign_out').expect(200);
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const token = /name="authenticity_token" value="([^"]+)"/.exec(page.text)![1]!;
    expect(page.headers['x-frame-options']).toBe('DENY');
    const signOut = await http
      .post('/users/sign_out')
      .set('Cookie', cookie)
      .type('form')
      .send({ authenticity_token: token })
      .expect(303);
    expect(signOut.headers.location).toBe('/users/sign_in_start');
    expect(String(signOut.headers['set-cookie'])).toMatch(/laurel_session=;/);
  });
});
