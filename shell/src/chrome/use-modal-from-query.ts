import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePermissionSubject } from '@laurel/shared';

/**
 * A query parameter that opens a remote's modal on any page (platform §2 `?announcement=`, recognition §2
 * `?beginNomination=`): `open` runs once per value, for a signed-in reader, and again for a value that
 * comes back after the modal took it out of the address. Returns the value the address holds.
 */
export function useModalFromQuery(param: string, open: (requested: string) => void): string | null {
  const [params] = useSearchParams();
  const requested = params.get(param);
  const signedIn = usePermissionSubject() !== null;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!requested) opened.current = null;
    if (!requested || !signedIn || opened.current === requested) return;
    opened.current = requested;
    // The modal host, rendered after this, starts listening in its own effect of the same commit.
    const timer = window.setTimeout(() => open(requested));
    return () => window.clearTimeout(timer);
  }, [requested, signedIn, open]);

  return requested;
}
