import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSessionToken, signInUrl } from './session-token';
import { useSessionStore } from './session-store';

interface SessionGateProps {
  children: ReactNode;
  /** Replaced in tests; the browser's own navigation otherwise. */
  redirect?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Renders its children once a session token is resolved, or sends the browser to sign in. */
export function SessionGate({ children, redirect = assignLocation }: SessionGateProps) {
  const { t } = useTranslation('common');
  const status = useSessionStore((state) => state.status);

  useEffect(() => {
    if (useSessionStore.getState().status !== 'resolving') return;
    const { setToken, setStatus } = useSessionStore.getState();
    fetchSessionToken()
      .then((token) => {
        if (token) return setToken(token);
        setStatus('signing-in');
        redirect(signInUrl(currentPath()));
      })
      .catch(() => setStatus('failed'));
  }, [redirect]);

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
