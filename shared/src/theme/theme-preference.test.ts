import { useProfileStore, resetProfileStore } from '../profile/profile-store';
import { signInForTests } from '../../testing/profiles';
import {
  THEME_STORAGE_KEY,
  applyThemePreference,
  rememberedThemePreference,
  startThemePreference,
} from './theme-preference';

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

describe('applyThemePreference', () => {
  it('sets data-theme for light and dark, removes it for system, and remembers each', () => {
    applyThemePreference('dark');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyThemePreference('light');
    expect(theme()).toBe('light');
    applyThemePreference('system');
    expect(theme()).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('still applies when storage refuses', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    applyThemePreference('dark');
    expect(theme()).toBe('dark');
    setItem.mockRestore();
  });
});

describe('rememberedThemePreference', () => {
  it('reads what was stored and takes anything else as system', () => {
    expect(rememberedThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(rememberedThemePreference()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(rememberedThemePreference()).toBe('system');
  });
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
