import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_QUERY_PARAM, useAnnouncementSelection } from '@laurel/shared';

/** Hands `?announcement=<id>` to the announcement carousel, whichever app draws it. */
export function AnnouncementFromQuery() {
  const [params] = useSearchParams();
  const requested = params.get(ANNOUNCEMENT_QUERY_PARAM);
  const selectAnnouncement = useAnnouncementSelection((state) => state.selectAnnouncement);
  useEffect(() => {
    if (requested) selectAnnouncement(requested);
  }, [requested, selectAnnouncement]);
  return null;
}
