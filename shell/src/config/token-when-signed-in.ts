import { useSessionStore } from '@laurel/shared';

/**
 * The token once the session gate has one. Unlike `sessionTokens.getToken` it never sends anyone to
 * sign in, so public pages and the 401 page stay where they are; analytics then never identify.
 */
export function tokenWhenSignedIn(): Promise<string> {
  return new Promise((resolve) => {
    const current = useSessionStore.getState().token;
    if (current) return resolve(current);
    const unsubscribe = useSessionStore.subscribe(({ token }) => {
      if (!token) return;
      unsubscribe();
      resolve(token);
    });
  });
}
