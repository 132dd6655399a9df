import { jwtVerify } from 'jose';
import {
  JWT_TTL_MINUTES,
  signAccessToken,
  signSessionCookie,
  verifyAccessToken,
  verifySessionCookie,
  VERIFIED_TOKENS_KEPT,
} from './tokens';

// The library's own check, counted: a token the module remembers never reaches it.
jest.mock('jose', () => {
  const jose = jest.requireActual<typeof import('jose')>('jose');
  return { ...jose, jwtVerify: jest.fn(jose.jwtVerify) };
});

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

describe('verified access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('refuses a token it verified before once the token has expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const token = await signAccessToken({ user_id: 7, company_id: 1 }, secret);
    expect(await verifyAccessToken(token, secret)).toEqual({ user_id: 7, company_id: 1 });
    jest.setSystemTime(new Date(Date.now() + JWT_TTL_MINUTES * 60_000 + 1_000));
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('accepts a token verified under one secret under that secret only', async () => {
    const token = await signAccessToken({ user_id: 7, company_id: 1 }, secret);
    expect(await verifyAccessToken(token, secret)).not.toBeNull();
    expect(await verifyAccessToken(token, otherSecret)).toBeNull();
  });

  it('checks the signature of a token seen before only once it was forgotten, past the tokens it keeps', async () => {
    const first = await signAccessToken({ user_id: 1, company_id: 1 }, secret);
    await verifyAccessToken(first, secret);
    const signatureChecks = jest.mocked(jwtVerify);
    signatureChecks.mockClear();
    await verifyAccessToken(first, secret);
    expect(signatureChecks).not.toHaveBeenCalled();
    // Tokens of another company, none of them one an earlier test made and the module remembers.
    for (let userId = 1; userId <= VERIFIED_TOKENS_KEPT; userId += 1) {
      await verifyAccessToken(await signAccessToken({ user_id: userId, company_id: 2 }, secret), secret);
    }
    signatureChecks.mockClear();
    expect(await verifyAccessToken(first, secret)).toEqual({ user_id: 1, company_id: 1 });
    expect(signatureChecks).toHaveBeenCalledTimes(1);
  });
});
