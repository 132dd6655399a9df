import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../http/http-error';
import { useSessionStore } from './session-store';
import { sessionTokens, type TokenResolver } from './token-resolver';

interface SessionGateProps {
  children: ReactNode;
  /** Replaced in tests; the page's one resolver otherwise. */
  tokens?: Pick<TokenResolver, 'getToken'>;
}

/** Renders its children once a session token is resolved, or sends the browser to sign in. */
export function SessionGate({ children, tokens = sessionTokens }: SessionGateProps) {
  const { t } = useTranslation('common');
  const status = useSessionStore((state) => state.status);

  useEffect(() => {
    const { status: current, setStatus } = useSessionStore.getState();
    if (current !== 'resolving') return;
    tokens
      .getToken()
      .then(() => setStatus('signed-in'))
      .catch((error: unknown) => {
        // A 401 means the resolver is already sending the browser to sign in.
        if (!(error instanceof HttpError && error.isUnauthorized())) setStatus('failed');
      });
  }, [tokens]);

  if (status === 'signed-in') return children;
  if (status === 'failed') {
    return (
      <p role="alert" className="laurel-status">
        {t('session.failed')}
      </p>
    );
  }
  return (
    <p role="status" className="laurel-status">
      {t('session.resolving')}
    </p>
  );
}
