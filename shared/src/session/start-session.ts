import { initHttpClients, v2Client } from '../http/clients';
import { sessionTokens } from './token-resolver';

/** Points every HTTP client at the page's one token resolver; the shell and the dev harness call it once. */
export function startSession(): void {
  if (v2Client.isInitialized) return;
  initHttpClients({
    getToken: () => sessionTokens.getToken(),
    onUnauthorized: () => sessionTokens.handleUnauthorized(),
  });
}
