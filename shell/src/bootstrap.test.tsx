import { act } from '@testing-library/react';
import { THEME_STORAGE_KEY, useProfileStore } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';

jest.mock('./app/App', () => ({ App: () => null }));
jest.mock('./config/boot-services', () => ({ bootServices: () => Promise.resolve() }));
jest.mock('./remotes/remotes-config', () => ({ fetchRemotesConfig: () => Promise.resolve({}) }));
jest.mock('./remotes/preload-first-reads', () => ({ preloadFirstReads: jest.fn() }));
jest.mock('./remotes/federation', () => ({
  createFederationLoader: () => ({ load: jest.fn(() => new Promise(() => undefined)), reset: jest.fn() }),
}));

const theme = () => document.documentElement.getAttribute('data-theme');

async function boot() {
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    await import('./bootstrap');
  });
}

it('paints in the theme remembered on this device, then follows the signed-in person', async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  await boot();
  expect(theme()).toBe('dark');

  const subject = subjectFor('tier_three');
  act(() => signInForTests({ ...subject, user: { ...subject.user, theme_preference: 'light' } }));
  expect(theme()).toBe('light');

  act(() =>
    useProfileStore.setState((state) => ({
      user: { ...state.user, data: { ...state.user.data!, theme_preference: 'system' } },
    })),
  );
  expect(theme()).toBeNull();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
});
