import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_QUERY_PARAM, emit, useAnnouncementSelection, usePermissionSubject } from '@laurel/shared';

const ANNOUNCEMENT_ID = /^\d+$/;

/**
 * `?announcement=<id>` (platform §2) selects the announcement in the carousel, whichever app draws it, and
 * opens it in the view modal on any page; an id that is no announcement opens the modal on its error.
 */
export function AnnouncementFromQuery() {
  const [params] = useSearchParams();
  const requested = params.get(ANNOUNCEMENT_QUERY_PARAM);
  const selectAnnouncement = useAnnouncementSelection((state) => state.selectAnnouncement);
  const signedIn = usePermissionSubject() !== null;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (requested) selectAnnouncement(requested);
  }, [requested, selectAnnouncement]);

  useEffect(() => {
    if (!requested || !signedIn || opened.current === requested) return;
    opened.current = requested;
    const detail = ANNOUNCEMENT_ID.test(requested) ? { announcementId: Number(requested) } : undefined;
    // The modal host, rendered after this, starts listening in its own effect of the same commit.
    const timer = window.setTimeout(() => emit('open-announcement', detail));
    return () => window.clearTimeout(timer);
  }, [requested, signedIn]);

  return null;
}
