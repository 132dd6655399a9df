import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { removeJwtFromAddressBar, startSession, startThemePreference } from '@laurel/shared';
import { bootServices } from './config/boot-services';
import { i18n } from './i18n';
import { App } from './app/App';
import { BootFailure } from './app/BootFailure';
import { fetchRemotesConfig } from './remotes/remotes-config';
import { createFederationLoader } from './remotes/federation';
import { preloadFirstReads } from './remotes/preload-first-reads';
import { startFirstPageLoads } from './remotes/first-page-loads';
import { RemotesProvider } from './remotes/RemotesProvider';
import { startPageLanguage } from './session/page-language';
import { warmIntl } from './session/warm-intl';
import '@laurel/shared/styles/tokens.css';
import '@laurel/shared/styles/base.css';
import './app/global.css';

// First, so the first paint is in the theme this device last saw; the profile's preference follows.
startThemePreference();

const root = createRoot(document.getElementById('root')!);

async function boot() {
  // The widget is opened with ?jwt=: keep the token in memory, never in the address bar or history.
  removeJwtFromAddressBar();
  startPageLanguage();
  startSession();
  warmIntl();
  // Analytics and experiments must never hold the page up: they start beside the first render.
  bootServices().catch((error: unknown) => console.error(error));
  try {
    preloadFirstReads(window.location.pathname);
    const loader = startFirstPageLoads(createFederationLoader(await fetchRemotesConfig()), window.location.pathname);
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemotesProvider loader={loader}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </RemotesProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <I18nextProvider i18n={i18n}>
        <BootFailure />
      </I18nextProvider>,
    );
  }
}

void boot();
