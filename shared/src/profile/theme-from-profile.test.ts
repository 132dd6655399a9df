import { signInForTests } from '../../testing/profiles';
import { THEME_STORAGE_KEY } from '../theme/theme-preference';
import { resetProfileStore, useProfileStore } from './profile-store';
import { startThemePreference } from './theme-from-profile';

const theme = () => document.documentElement.getAttribute('data-theme');

function setUserTheme(preference: string | undefined) {
  const { user } = useProfileStore.getState();
  useProfileStore.setState({
    user: { ...user, data: { ...user.data!, theme_preference: preference as never } },
  });
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  resetProfileStore();
});

describe('startThemePreference', () => {
  it('paints in the remembered theme before the session is known', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const stop = startThemePreference();
    expect(theme()).toBe('dark');
    stop();
  });

  it('follows the profile once loaded and on every change, and stops when unsubscribed', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const stop = startThemePreference();
    signInForTests();
    expect(theme()).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    setUserTheme('light');
    expect(theme()).toBe('light');
    setUserTheme('dark');
    expect(theme()).toBe('dark');
    stop();
    setUserTheme('light');
    expect(theme()).toBe('dark');
  });
});
