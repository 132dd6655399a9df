import { HttpError } from '../http/http-error';
import { useSessionStore } from './session-store';
import { createTokenResolver, type TokenResolverDeps } from './token-resolver';
import type { LocationLike } from './url-token';

const NOW_MS = Date.UTC(2025, 4, 1, 12);
const NOW_SECONDS = NOW_MS / 1000;

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token valid for `secondsLeft` more seconds; `name` tells tokens apart. */
const jwt = (name: string, secondsLeft = 900) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ exp: NOW_SECONDS + secondsLeft, user_id: 7, name }))}.sig`;

const at = (url: string): LocationLike => {
  const { pathname, search, hash } = new URL(url, 'https://app.laurel.test');
  return { pathname, search, hash };
};

function cookieJar(cookie = '') {
  const writes: string[] = [];
  return {
    writes,
    jar: {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
  };
}

function setup({ cookie, ...overrides }: Partial<TokenResolverDeps> & { cookie?: string } = {}) {
  const fetchToken = jest.fn(async (): Promise<string | null> => jwt('fresh'));
  const redirectToSignIn = jest.fn();
  const { jar, writes } = cookieJar(cookie);
  const resolver = createTokenResolver({
    fetchToken,
    now: () => NOW_MS,
    location: at('/rewards/3?tab=a#top'),
    cookies: jar,
    isFramed: () => false,
    redirectToSignIn,
    ...overrides,
  });
  return { resolver, fetchToken, redirectToSignIn, cookieWrites: writes };
}

const widgetCookie = (token: string) => `laurel_widget_jwt=${token}; Max-Age=604800; Path=/; SameSite=None; Secure`;

describe('createTokenResolver', () => {
  beforeEach(() => useSessionStore.setState({ status: 'resolving', token: null }));

  it('takes the URL token first, reads the URL once and keeps the token in memory', async () => {
    const location = at('/widget?jwt=' + jwt('url') + '&x=1');
    useSessionStore.setState({ token: jwt('memory') });
    const { resolver, fetchToken } = setup({ location });
    await expect(resolver.getToken()).resolves.toBe(jwt('url'));
    location.search = '?jwt=' + jwt('other');
    await expect(resolver.getToken()).resolves.toBe(jwt('url'));
    expect(useSessionStore.getState()).toMatchObject({ token: jwt('url'), status: 'signed-in' });
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('saves the URL token in the widget cookie only when framed', async () => {
    const location = at('/widget?jwt=' + jwt('url'));
    const framed = setup({ location, isFramed: () => true });
    await framed.resolver.getToken();
    expect(framed.cookieWrites).toEqual([widgetCookie(jwt('url'))]);

    const top = setup({ location });
    await top.resolver.getToken();
    expect(top.cookieWrites).toEqual([]);
  });

  it('uses the token in memory when the URL has none', async () => {
    useSessionStore.setState({ token: jwt('memory') });
    const { resolver, fetchToken } = setup();
    await expect(resolver.getToken()).resolves.toBe(jwt('memory'));
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('reads the widget cookie only inside a frame', async () => {
    const cookie = `CSRF-TOKEN=x; laurel_widget_jwt=${jwt('cookie')}`;
    await expect(setup({ cookie, isFramed: () => true }).resolver.getToken()).resolves.toBe(jwt('cookie'));
    useSessionStore.setState({ token: null });
    await expect(setup({ cookie }).resolver.getToken()).resolves.toBe(jwt('fresh'));
  });

  it('refreshes from the server when nothing is stored, and keeps the answer', async () => {
    const { resolver, fetchToken } = setup();
    await expect(resolver.getToken()).resolves.toBe(jwt('fresh'));
    await expect(resolver.getToken()).resolves.toBe(jwt('fresh'));
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ token: jwt('fresh'), status: 'signed-in' });
  });

  it.each([
    [5, 'refreshes', 1],
    [6, 'keeps', 0],
  ])('with %i seconds left it %s the token', async (secondsLeft, _verb, refreshes) => {
    useSessionStore.setState({ token: jwt('memory', secondsLeft) });
    const { resolver, fetchToken } = setup();
    await resolver.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(refreshes);
  });

  it('moves on from an expired URL token without refreshing on every call', async () => {
    const { resolver, fetchToken } = setup({ location: at('/widget?jwt=' + jwt('url', 1)) });
    await expect(resolver.getToken()).resolves.toBe(jwt('fresh'));
    await expect(resolver.getToken()).resolves.toBe(jwt('fresh'));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent callers', async () => {
    let answer: (token: string) => void = () => undefined;
    const fetchToken = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const { resolver } = setup({ fetchToken });
    const callers = [resolver.getToken(), resolver.getToken(), resolver.getToken()];
    answer(jwt('shared'));
    await expect(Promise.all(callers)).resolves.toEqual([jwt('shared'), jwt('shared'), jwt('shared')]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('on a 401 from the token call clears the token and sends the browser to sign in', async () => {
    useSessionStore.setState({ token: jwt('memory', 0), status: 'signed-in' });
    const { resolver, redirectToSignIn } = setup({ fetchToken: async () => null });
    const error = await resolver.getToken().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401 });
    expect(useSessionStore.getState()).toMatchObject({ token: null, status: 'signing-in' });
    expect(redirectToSignIn).toHaveBeenCalledWith('/users/sign_in_start?redirect_to=%2Frewards%2F3%3Ftab%3Da%23top');
  });

  it('keeps the jwt out of redirect_to, forgets the widget cookie and redirects once', async () => {
    const { resolver, redirectToSignIn, cookieWrites } = setup({
      location: at('/widget?jwt=' + jwt('url', 0) + '&x=1'),
      isFramed: () => true,
      fetchToken: async () => null,
    });
    await expect(resolver.getToken()).rejects.toBeInstanceOf(HttpError);
    resolver.handleUnauthorized();
    expect(redirectToSignIn).toHaveBeenCalledTimes(1);
    expect(redirectToSignIn).toHaveBeenCalledWith('/users/sign_in_start?redirect_to=%2Fwidget%3Fx%3D1');
    expect(cookieWrites).toContain('laurel_widget_jwt=; Max-Age=0; Path=/; SameSite=None; Secure');
  });

  it('lets other token-call failures through without signing out', async () => {
    useSessionStore.setState({ token: null });
    const outage = new Error('down');
    const { resolver, redirectToSignIn } = setup({ fetchToken: () => Promise.reject(outage) });
    await expect(resolver.getToken()).rejects.toBe(outage);
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });
});

describe('waitForToken', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useSessionStore.setState({ status: 'resolving', token: null });
  });
  afterEach(() => jest.useRealTimers());

  it('answers at once when a token is stored', async () => {
    useSessionStore.setState({ token: jwt('memory') });
    await expect(setup().resolver.waitForToken()).resolves.toBe(jwt('memory'));
  });

  it('fails with 401 after 20 seconds without a token', async () => {
    const settled = jest.fn();
    const waiting = setup().resolver.waitForToken();
    waiting.catch(settled);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    await expect(waiting).rejects.toBeInstanceOf(HttpError);
  });

  it('resolves with a token set meanwhile', async () => {
    const { resolver } = setup();
    const waiting = resolver.waitForToken();
    await jest.advanceTimersByTimeAsync(10_000);
    useSessionStore.getState().setToken(jwt('late'));
    await expect(waiting).resolves.toBe(jwt('late'));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('fails a getToken whose refresh hangs with 401 after 20 seconds', async () => {
    const { resolver } = setup({ fetchToken: () => new Promise<string | null>(() => undefined) });
    const settled = jest.fn();
    const asking = resolver.getToken();
    asking.catch(settled);
    await jest.advanceTimersByTimeAsync(19_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(asking).rejects.toMatchObject({ status: 401 });
  });
});
