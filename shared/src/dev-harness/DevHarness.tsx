import { StrictMode } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { allRoutes, type RemoteModule, type RemoteRoute } from '../contract/remote-contract';
import { areaPolicyOf } from '../permissions/area-policies';
import { useAllows } from '../profile/usePermission';
import { createI18n } from '../i18n/create-i18n';
import { commonResources } from '../i18n/common-resources';
import { SessionGate } from '../session/SessionGate';
import { startSession } from '../session/start-session';
import { startThemePreference } from '../profile/theme-from-profile';
import { ProfileGate } from '../profile/ProfileGate';
import { SignOutForm } from '../session/SignOutForm';
import { examplePath } from './example-path';
import { WithAdminLayout } from '../ui/WithAdminLayout';
import { HarnessModalButtons, HarnessWidgets } from './HarnessWidgets';
import { WidgetSlot } from '../widgets/WidgetSlot';
import '../ui/tokens.css';
import '../ui/base.css';

startThemePreference();
const harnessI18n = createI18n(commonResources, 'common');
startSession();

function HarnessIndex({ remote }: { remote: RemoteModule }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <h1>{t('devHarness.index')}</h1>
      <ul>
        {allRoutes(remote).map((route) => (
          <li key={route.path}>
            <Link to={examplePath(route)}>{route.path}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The shell's rules, alone: the area's policy and the page's own. */
function HarnessPage({ route }: { route: RemoteRoute }) {
  const { t } = useTranslation('common');
  const areaAllowed = useAllows(areaPolicyOf(route.path));
  const pageAllowed = useAllows(route.policy);
  return areaAllowed && pageAllowed ? <route.Component /> : <h1>{t('devHarness.refused')}</h1>;
}

function HarnessFrame({ remote, area }: { remote: RemoteModule; area: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <HarnessWidgets remote={remote}>
      <header className="laurel-dev-harness" data-testid="dev-harness">
        <strong>{t('devHarness.banner', { area })}</strong> <SignOutForm label={t('devHarness.signOut')} />{' '}
        <HarnessModalButtons remote={remote} />
        <WidgetSlot slot="top-bar" />
      </header>
      <main className="laurel-main">
        {pathname === '/' && <WidgetSlot slot="home-top" />}
        <WithAdminLayout remote={remote}>
          <Routes>
            {allRoutes(remote).map((route) => (
              <Route key={route.path} path={route.path} element={<HarnessPage route={route} />} />
            ))}
            <Route path="*" element={<HarnessIndex remote={remote} />} />
          </Routes>
        </WithAdminLayout>
      </main>
    </HarnessWidgets>
  );
}

/** Runs one remote alone: router, i18n and a session signed in against the mock API. */
export function DevHarness({ remote, area }: { remote: RemoteModule; area: string }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={harnessI18n}>
        <BrowserRouter>
          <SessionGate>
            <ProfileGate>
              <HarnessFrame remote={remote} area={area} />
            </ProfileGate>
          </SessionGate>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
}
