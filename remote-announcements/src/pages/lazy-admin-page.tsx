import { lazy, Suspense } from 'react';

const Page = lazy(() =>
  import('./AnnouncementsAdminPage').then((module) => ({ default: module.AnnouncementsAdminPage })),
);

/** The admin page's code loads when it is opened, not with the bell on every page. */
export function LazyAnnouncementsAdminPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
