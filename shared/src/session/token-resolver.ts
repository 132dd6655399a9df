import type { CookieJar } from '../http/cookies';
import { HttpError } from '../http/http-error';
import { isTokenExpired } from './jwt-claims';
import { TOKEN_WAIT_TIMEOUT_MS } from './session-limits';
import { useSessionStore } from './session-store';
import { fetchSessionToken, signInUrl } from './session-token';
import { pathWithoutJwt, readJwtParam, type LocationLike } from './url-token';
import { clearWidgetToken, readWidgetToken, saveWidgetToken } from './widget-token-cookie';

export interface TokenResolverDeps {
  /** The session's token, or null when nobody is signed in (a 401 from the token call). */
  fetchToken: () => Promise<string | null>;
  /** Milliseconds since the epoch. */
  now: () => number;
  location: LocationLike;
  cookies: CookieJar;
  isFramed: () => boolean;
  timeoutMs: number;
  redirectToSignIn: (url: string) => void;
}

export interface TokenResolver {
  /** A usable token from the URL, memory or (framed) the cookie, else a fresh one from the server. */
  getToken: () => Promise<string>;
  /** Resolves once a usable token is set; rejects with HttpError 401 after the wait time-out. */
  waitForToken: () => Promise<string>;
  /** The URL's `jwt` parameter, read once per page; saved in the cookie when framed. */
  captureUrlToken: () => string | null;
  /** Forgets every stored token and sends the browser to sign in, once per page. */
  handleUnauthorized: () => void;
}

const isFramedWindow = () => window.self !== window.top;
const assignLocation = (url: string) => window.location.assign(url);

export function createTokenResolver(overrides: Partial<TokenResolverDeps> = {}): TokenResolver {
  // Browser defaults are read on use, not at import: the mock API imports this package in Node.
  const deps = () => ({
    fetchToken: () => fetchSessionToken(),
    now: Date.now,
    location: window.location,
    cookies: document,
    isFramed: isFramedWindow,
    timeoutMs: TOKEN_WAIT_TIMEOUT_MS,
    redirectToSignIn: assignLocation,
    ...overrides,
  });

  let urlToken: string | null | undefined;
  let refreshing: Promise<string> | null = null;
  let signingIn = false;

  const isUsable = (token: string | null): token is string => token !== null && !isTokenExpired(token, deps().now());

  function captureUrlToken(): string | null {
    if (urlToken !== undefined) return urlToken;
    const { location, isFramed, cookies } = deps();
    urlToken = readJwtParam(location);
    if (urlToken && isFramed()) saveWidgetToken(cookies, urlToken);
    return urlToken;
  }

  function storedToken(): string | null {
    const { isFramed, cookies } = deps();
    const { token: memoryToken, setToken } = useSessionStore.getState();
    const token = [captureUrlToken(), memoryToken, isFramed() ? readWidgetToken(cookies) : null].find(isUsable);
    if (!token) return null;
    if (token !== memoryToken) setToken(token);
    return token;
  }

  function handleUnauthorized(): void {
    const { isFramed, cookies, location, redirectToSignIn } = deps();
    urlToken = null;
    if (isFramed()) clearWidgetToken(cookies);
    useSessionStore.getState().clearToken();
    if (signingIn) return;
    signingIn = true;
    redirectToSignIn(signInUrl(pathWithoutJwt(location)));
  }

  async function refresh(): Promise<string> {
    const token = await deps().fetchToken();
    if (token === null) {
      handleUnauthorized();
      throw new HttpError(401);
    }
    useSessionStore.getState().setToken(token);
    return token;
  }

  function getToken(): Promise<string> {
    const token = storedToken();
    if (token) return Promise.resolve(token);
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    // Spec §4: a caller with no token waits for one, and fails with 401 after the wait time-out.
    return Promise.race([refreshing, waitForToken()]);
  }

  function waitForToken(): Promise<string> {
    const token = storedToken();
    if (token) return Promise.resolve(token);
    return new Promise((resolve, reject) => {
      const unsubscribe = useSessionStore.subscribe((state) => {
        if (!isUsable(state.token)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(state.token);
      });
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new HttpError(401));
      }, deps().timeoutMs);
    });
  }

  return { getToken, waitForToken, captureUrlToken, handleUnauthorized };
}

/** The page's one resolver: `@laurel/shared` is a federation singleton, so the shell and every remote share it. */
export const sessionTokens = createTokenResolver();
