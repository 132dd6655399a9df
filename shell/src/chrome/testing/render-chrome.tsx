import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import {
  RemoteMountProvider,
  resetProfileStore,
  useToastStore,
  type FeatureFlags,
  type PermissionSubject,
} from '@laurel/shared';
import { subjectFor } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { useInviteStore } from '../../invite/invite-store';
import { RemoteLoaderProvider, type RemoteLoader } from '../../remotes/remote-loader';

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/** A remote loader whose loads never settle: chrome only ever starts them (preloading). */
export const pendingRemoteLoader = () => ({
  load: jest.fn<ReturnType<RemoteLoader['load']>, Parameters<RemoteLoader['load']>>(() => new Promise(() => {})),
  reset: jest.fn(),
});

// The chrome's own tests: the widgets its slots hold (the bell) are their remotes' to test.
const drawsNoWidgets = () => null;

/** Renders shell chrome with the English copy, a remote loader and a router at `url` whose path tests can read. */
export function renderChrome(ui: ReactElement, { url = '/', fakeTimers = false, loader = pendingRemoteLoader() } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderProvider loader={loader}>
        <RemoteMountProvider mount={drawsNoWidgets}>
          <MemoryRouter initialEntries={[url]}>
            {children}
            <CurrentPath />
          </MemoryRouter>
        </RemoteMountProvider>
      </RemoteLoaderProvider>
    </I18nextProvider>
  );
  return { user, loader, ...render(ui, { wrapper: Wrapper }) };
}

export const currentPath = () => screen.getByTestId('current-path').textContent;

export const withFlags = (subject: PermissionSubject, flags: FeatureFlags): PermissionSubject => ({
  ...subject,
  flags,
});

/** A manager on Achieve with early access to one-on-ones and analytics turned on: every nav item. */
export const fullNavSubject = () =>
  withFlags(subjectFor('tier_three', { is_manager: true, show_analytics: true }), { 'one-on-ones': true });

export function resetChromeStores() {
  resetProfileStore();
  useToastStore.setState({ toasts: [] });
  useInviteStore.setState({ open: false });
}

export const toastMessages = () => useToastStore.getState().toasts.map(({ message, status }) => ({ message, status }));
