import { sessionTokens, type TokenResolver } from './token-resolver';
import { pathWithoutJwt, readJwtParam } from './url-token';

/**
 * Keeps the `jwt` query parameter as the session token and removes it from the address bar,
 * leaving the other parameters and the hash. Returns the kept token, or null when there was none.
 */
export function removeJwtFromAddressBar(tokens: Pick<TokenResolver, 'captureUrlToken'> = sessionTokens): string | null {
  const token = tokens.captureUrlToken();
  if (readJwtParam(window.location) !== null) {
    window.history.replaceState(window.history.state, '', pathWithoutJwt(window.location));
  }
  return token;
}
