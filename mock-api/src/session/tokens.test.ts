import { signAccessToken, signSessionCookie, verifyAccessToken, verifySessionCookie } from './tokens';

const secret = new TextEncoder().encode('a secret of the test, long enough for HS256');
const otherSecret = new TextEncoder().encode('another secret, just as long as the first one');

describe('tokens', () => {
  it('verifies an access token signed with the same secret, every time its key is reused', async () => {
    const token = await signAccessToken({ user_id: 7, company_id: 1 }, secret);
    expect(await verifyAccessToken(token, secret)).toEqual({ user_id: 7, company_id: 1 });
    expect(await verifyAccessToken(token, secret)).toEqual({ user_id: 7, company_id: 1 });
  });

  it('refuses a token signed with another secret, even after the first key was imported', async () => {
    await verifyAccessToken(await signAccessToken({ user_id: 7, company_id: 1 }, secret), secret);
    const forged = await signAccessToken({ user_id: 7, company_id: 1 }, otherSecret);
    expect(await verifyAccessToken(forged, secret)).toBeNull();
  });

  it('keeps a session cookie and an access token apart', async () => {
    const cookie = await signSessionCookie({ userId: 7, spooferId: 3 }, secret);
    expect(await verifySessionCookie(cookie, secret)).toEqual({ userId: 7, spooferId: 3 });
    expect(await verifyAccessToken(cookie, secret)).toBeNull();
    expect(await verifySessionCookie(await signAccessToken({ user_id: 7, company_id: 1 }, secret), secret)).toBeNull();
  });
});
