import { useEffect } from 'react';
import { ANNOUNCEMENT_QUERY_PARAM, emit, useAnnouncementSelection } from '@laurel/shared';
import { useModalFromQuery } from './use-modal-from-query';

const ANNOUNCEMENT_ID = /^\d+$/;

// An id that is no announcement opens the modal on its error.
const openAnnouncement = (requested: string) =>
  emit('open-announcement', ANNOUNCEMENT_ID.test(requested) ? { announcementId: Number(requested) } : undefined);

/**
 * `?announcement=<id>` (platform §2) selects the announcement in the carousel, whichever app draws it, and
 * opens it in the view modal on any page.
 */
export function AnnouncementFromQuery() {
  const requested = useModalFromQuery(ANNOUNCEMENT_QUERY_PARAM, openAnnouncement);
  const selectAnnouncement = useAnnouncementSelection((state) => state.selectAnnouncement);

  useEffect(() => {
    if (requested) selectAnnouncement(requested);
  }, [requested, selectAnnouncement]);

  return null;
}
