import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../chrome/TopBar';
import { AreaGate } from './AreaGate';
import { SpoofingBanner } from '../chrome/SpoofingBanner';
import { SuperAdminBadge } from '../chrome/SuperAdminBadge';
import { Toaster } from '../chrome/Toaster';
import { SeasonalTheme } from '../seasonal';
import { AnnouncementFromQuery } from '../chrome/AnnouncementFromQuery';
import { GiveRecognitionFromQuery } from '../give-recognition/GiveRecognitionFromQuery';
import { NominationFromQuery } from '../nominations/NominationFromQuery';
import { ModalWidgetHost } from '@laurel/shared';
import { useProfileFollowsGives } from '../session/use-profile-follows-gives';
import { MobileActionBarSlot } from '../chrome/action-bar/MobileActionBarSlot';

export function MainLayout() {
  const { t } = useTranslation('navigation', { keyPrefix: 'shell' });
  useProfileFollowsGives();
  return (
    <>
      <a className="laurel-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* One sticky block, so the spoofing banner never slides over the top bar. */}
      <div className="laurel-sticky-header">
        <SpoofingBanner />
        <TopBar />
      </div>
      <Toaster />
      <SeasonalTheme />
      <AnnouncementFromQuery />
      <ModalWidgetHost />
      <GiveRecognitionFromQuery />
      <NominationFromQuery />
      <main id="main" className="laurel-main" tabIndex={-1}>
        <AreaGate>
          <Outlet />
        </AreaGate>
      </main>
      <MobileActionBarSlot />
      <SuperAdminBadge />
    </>
  );
}
