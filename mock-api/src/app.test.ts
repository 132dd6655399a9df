import { SignJWT } from 'jose';
import { API_BASES } from './app';
import { APP_ORIGIN, bearer, createTestApi, TEST_SECRET } from './testing/test-api';

describe('mock API skeleton', () => {
  it('answers the health route', async () => {
    const { http } = createTestApi();
    await http.get('/health').expect(200, { status: 'ok' });
  });

  it('answers a body that is not JSON with the catalogue’s bad_request', async () => {
    const { http } = createTestApi();
    await http
      .post('/api/v2/bonuses')
      .set('Authorization', await bearer())
      .set('Content-Type', 'application/json')
      .send('{"bonus":')
      .expect(400, { error: 'bad_request', message: 'The request was not understood' });
  });

  it('answers an unknown address with the catalogue’s not_found', async () => {
    const { http } = createTestApi();
    await http.get('/nowhere').expect(404, { error: 'not_found', message: 'Not found' });
  });

  it.each(API_BASES)('serves read collections under %s to a bearer of a valid token', async (base) => {
    const { http } = createTestApi();
    const response = await http
      .get(`${base}/users`)
      .set('Authorization', await bearer())
      .expect(200);
    expect(response.body.length).toBeGreaterThanOrEqual(60);
  });

  describe('tokens', () => {
    it('refuses a missing token', async () => {
      const { http } = createTestApi();
      await http.get('/api/v1/users').expect(401);
    });

    it('refuses a token signed with another key', async () => {
      const { http } = createTestApi();
      const forged = await new SignJWT({ user_id: 1, company_id: 1, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('another-secret-that-is-also-32-bytes-long!'));
      await http.get('/api/v1/users').set('Authorization', `Bearer ${forged}`).expect(401);
    });

    it('refuses an expired token', async () => {
      const { http } = createTestApi();
      const expired = await new SignJWT({ user_id: 1, company_id: 1, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(TEST_SECRET);
      await http.get('/api/v1/users').set('Authorization', `Bearer ${expired}`).expect(401);
    });
  });

  describe("json-server's unsafe defaults are off", () => {
    it('does not dump the database at /db', async () => {
      const { http } = createTestApi();
      await http
        .get('/api/v1/db')
        .set('Authorization', await bearer())
        .expect(404);
      await http
        .get('/api/v2/db')
        .set('Authorization', await bearer())
        .expect(404);
    });

    it('answers JSON, not JSONP, to ?callback=', async () => {
      const { http } = createTestApi();
      const response = await http
        .get('/api/v1/values?callback=steal')
        .set('Authorization', await bearer())
        .expect(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.text.startsWith('[')).toBe(true);
    });

    it('refuses raw writes to a collection', async () => {
      const { http } = createTestApi();
      await http
        .post('/api/v1/users')
        .set('Authorization', await bearer())
        .send({ first_name: 'Mallory' })
        .expect(405);
      await http
        .patch('/api/v1/users/1')
        .set('Authorization', await bearer())
        .send({ role: 'company_admin' })
        .expect(405);
    });
  });

  describe('CORS', () => {
    it('allows a listed app origin, with credentials', async () => {
      const { http } = createTestApi();
      const response = await http.get('/health').set('Origin', APP_ORIGIN).expect(200);
      expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('never reflects another origin', async () => {
      const { http } = createTestApi();
      const response = await http.get('/health').set('Origin', 'https://evil.example').expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      await http.options('/api/v1/users').set('Origin', 'https://evil.example').expect(403);
    });
  });
});
