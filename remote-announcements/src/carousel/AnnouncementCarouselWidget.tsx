import { lazy, Suspense, useState } from 'react';
import { preload } from 'swr';
import { fetchCurrentAnnouncements } from '../api/get-current-announcements';
import { CURRENT_ANNOUNCEMENTS_KEY } from '../api/keys';

const AnnouncementCarousel = lazy(() =>
  import('./AnnouncementCarousel').then((module) => ({ default: module.AnnouncementCarousel })),
);

/** The home-top widget: the announcements are asked for while the carousel's code loads, and nothing shows until both have come. */
export function AnnouncementCarouselWidget() {
  useState(() => preload(CURRENT_ANNOUNCEMENTS_KEY, fetchCurrentAnnouncements));
  return (
    <Suspense fallback={null}>
      <AnnouncementCarousel />
    </Suspense>
  );
}
