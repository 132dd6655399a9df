import { THEME_STORAGE_KEY, applyThemePreference, rememberedThemePreference } from './theme-preference';

const theme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
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
