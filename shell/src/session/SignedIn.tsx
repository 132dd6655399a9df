import type { ReactNode } from 'react';
import { bootstrappedServices, HttpError, ProfileGate, SessionGate } from '@laurel/shared';
import { ErrorPage } from '../pages/ErrorPage';
import { setPageLocale } from './page-language';
import { useRealtime } from './use-realtime';

function Realtime() {
  useRealtime();
  return null;
}

const reportProfileFailure = (error: unknown) => bootstrappedServices()?.monitoring.captureError(error);

/** A session token, then the profile, company and flags; a failure shows the status screen for it, with a retry. */
export function SignedIn({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <ProfileGate
        onLocale={setPageLocale}
        onError={reportProfileFailure}
        failure={(error) => <ErrorPage status={error instanceof HttpError ? error.responseStatus : 503} retry />}
      >
        <Realtime />
        {children}
      </ProfileGate>
    </SessionGate>
  );
}
