import { fetchSessionToken, SessionUnavailableError, signInUrl } from './session-token';

const respond = (status: number, body: unknown = {}) =>
  jest.fn().mockResolvedValue({ status, ok: status >= 200 && status < 300, json: async () => body });

describe('fetchSessionToken', () => {
  it('returns the token of a signed-in session, asking with credentials', async () => {
    const fetchImpl = respond(200, { jwt: 'a.b.c' });
    await expect(fetchSessionToken(fetchImpl)).resolves.toBe('a.b.c');
    expect(fetchImpl).toHaveBeenCalledWith('/api/v2/jwt', expect.objectContaining({ credentials: 'include' }));
  });

  it('returns null when nobody is signed in', async () => {
    await expect(fetchSessionToken(respond(401))).resolves.toBeNull();
  });

  it('fails on any other answer', async () => {
    await expect(fetchSessionToken(respond(503))).rejects.toBeInstanceOf(SessionUnavailableError);
    await expect(fetchSessionToken(respond(200, { token: 'x' }))).rejects.toBeInstanceOf(SessionUnavailableError);
  });
});

describe('signInUrl', () => {
  it('carries the current path back, encoded', () => {
    expect(signInUrl('/rewards?x=1&y=2')).toBe('/users/sign_in_start?redirect_to=%2Frewards%3Fx%3D1%26y%3D2');
  });
});
