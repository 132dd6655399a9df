import { isTokenExpired, readTokenClaims } from './jwt-claims';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwtWith = (payload: unknown) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.signature`;

const NOW_MS = Date.UTC(2025, 4, 1, 12);
const NOW_SECONDS = NOW_MS / 1000;

describe('readTokenClaims', () => {
  it('reads exp, user_id and company_id from the payload', () => {
    const token = jwtWith({ exp: NOW_SECONDS, user_id: 7, company_id: 3, typ: 'access' });
    expect(readTokenClaims(token)).toEqual({ exp: NOW_SECONDS, user_id: 7, company_id: 3 });
  });

  it('decodes base64url payloads with padding dropped and non-ASCII text', () => {
    const token = jwtWith({ user_id: 1, name: 'Zoë ~~~>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenClaims(token)).toEqual({ exp: undefined, user_id: 1, company_id: undefined });
  });

  it('ignores claims that are not numbers', () => {
    expect(readTokenClaims(jwtWith({ user_id: '7', exp: 'soon' }))).toEqual({
      exp: undefined,
      user_id: undefined,
      company_id: undefined,
    });
  });

  it.each(['token-1', 'a.%%%.c', `a.${base64Url('not json')}.c`, `a.${base64Url('null')}.c`, ''])(
    'answers null for %p',
    (token) => {
      expect(readTokenClaims(token)).toBeNull();
    },
  );
});

describe('isTokenExpired', () => {
  it('counts a token expiring within 5 seconds as expired', () => {
    expect(isTokenExpired(jwtWith({ exp: NOW_SECONDS + 5 }), NOW_MS)).toBe(true);
    expect(isTokenExpired(jwtWith({ exp: NOW_SECONDS + 6 }), NOW_MS)).toBe(false);
    expect(isTokenExpired(jwtWith({ exp: NOW_SECONDS - 60 }), NOW_MS)).toBe(true);
  });

  it('treats an unreadable token as expired and one without exp as lasting', () => {
    expect(isTokenExpired('token-1', NOW_MS)).toBe(true);
    expect(isTokenExpired(jwtWith({ user_id: 1 }), NOW_MS)).toBe(false);
  });
});
