import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BEGIN_NOMINATION_QUERY_PARAM, emit, usePermissionSubject } from '@laurel/shared';

/**
 * `?beginNomination=<id>` (recognition §2) opens the nominate modal of remote-programs on that period, once
 * per id; the modal takes the parameter out of the address when it closes.
 */
export function NominationFromQuery() {
  const [params] = useSearchParams();
  const requested = params.get(BEGIN_NOMINATION_QUERY_PARAM);
  const signedIn = usePermissionSubject() !== null;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!requested) opened.current = null;
    if (!requested || !signedIn || opened.current === requested) return;
    opened.current = requested;
    // A non-number reaches the modal as no period, which says it was not found.
    const detail = { nominationPeriodId: /^\d+$/.test(requested) ? Number(requested) : 0 };
    // The modal host, rendered after this, starts listening in its own effect of the same commit.
    const timer = window.setTimeout(() => emit('open-nomination', detail));
    return () => window.clearTimeout(timer);
  }, [requested, signedIn]);

  return null;
}
