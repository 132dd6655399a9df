import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, ProfileGate, SessionGate } from '@laurel/shared';
import { ErrorPage } from '../pages/ErrorPage';
import { useRealtime } from './use-realtime';

function Realtime() {
  useRealtime();
  return null;
}

/** A session token, then the profile, company and flags; a failure shows the status screen for it. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('shell');
  const setLocale = useCallback((locale: string) => void i18n.changeLanguage(locale), [i18n]);
  return (
    <SessionGate>
      <ProfileGate
        onLocale={setLocale}
        failure={(error) => <ErrorPage status={error instanceof HttpError ? error.responseStatus : 503} />}
      >
        <Realtime />
        {children}
      </ProfileGate>
    </SessionGate>
  );
}
