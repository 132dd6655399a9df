import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { emit, on, usePermissionSubject } from '@laurel/shared';

/** Recognition §2: `?beginNomination=<id>` opens the nomination period on any page. */
export const BEGIN_NOMINATION_QUERY_PARAM = 'beginNomination';
const NOMINATE_WIDGET_ID = 'nominate';

/** The address without the parameter, read when the modal closes (a link in it may have moved on already). */
function addressWithoutParam(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(BEGIN_NOMINATION_QUERY_PARAM)) return null;
  url.searchParams.delete(BEGIN_NOMINATION_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens the nominate modal (remote-programs' widget) for the period in the address, once per id, and
 * takes the parameter out of the address when the modal closes, so a reload does not open it again.
 */
export function NominationFromQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get(BEGIN_NOMINATION_QUERY_PARAM);
  const signedIn = usePermissionSubject() !== null;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!requested || !signedIn || opened.current === requested) return;
    opened.current = requested;
    // A non-number reaches the modal as no period, which says it was not found.
    const detail = { nominationPeriodId: /^\d+$/.test(requested) ? Number(requested) : 0 };
    // The modal host, rendered after this, starts listening in its own effect of the same commit.
    const timer = window.setTimeout(() => emit('open-nomination', detail));
    return () => window.clearTimeout(timer);
  }, [requested, signedIn]);

  useEffect(
    () =>
      on('modal-widget-closed', ({ id }) => {
        if (id !== NOMINATE_WIDGET_ID) return;
        const address = addressWithoutParam();
        opened.current = null;
        if (address !== null) void navigate(address, { replace: true });
      }),
    [navigate],
  );

  return null;
}
