import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePermissionSubject } from '@laurel/shared';
import { useNarrowScreen } from '../use-narrow-screen';

const MobileActionBar = lazy(() => import('./MobileActionBar'));

/** Recognition §2: the floating action bar exists only below sm and only at `/`; its code loads only then. */
export function MobileActionBarSlot() {
  const subject = usePermissionSubject();
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  if (!subject || !narrow || pathname !== '/') return null;
  return (
    <Suspense fallback={null}>
      <MobileActionBar subject={subject} />
    </Suspense>
  );
}
