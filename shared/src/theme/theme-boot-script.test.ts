import { THEME_BOOT_SCRIPT } from '../../federation/theme-boot-script.cjs';
import { THEME_STORAGE_KEY, applyThemePreference, forgetThemePreference } from './theme-preference';

const theme = () => document.documentElement.getAttribute('data-theme');
const colorSchemeMeta = () => document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')!.content;

// What the page's <head> runs before the first paint.
const runBootScript = () => new Function(THEME_BOOT_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  // As the page template has it, before the script.
  document.head.innerHTML = '<meta name="color-scheme" content="light dark" />';
});

describe("the page's theme boot script", () => {
  it.each(['light', 'dark'] as const)('paints in %s when this device last applied it', (preference) => {
    applyThemePreference(preference);
    document.documentElement.removeAttribute('data-theme');
    runBootScript();
    expect(theme()).toBe(preference);
    // The empty page before the stylesheets arrive: the browser colours it by this meta.
    expect(colorSchemeMeta()).toBe(preference);
  });

  it.each([
    ['system', 'system'],
    ['anything else', 'sepia'],
  ])('leaves the system to decide for %s', (_case, stored) => {
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBootScript();
    expect(theme()).toBeNull();
    expect(colorSchemeMeta()).toBe('light dark');
  });

  it('leaves the system to decide once signing out forgot the preference', () => {
    applyThemePreference('dark');
    forgetThemePreference();
    document.documentElement.removeAttribute('data-theme');
    runBootScript();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBeNull();
  });

  it('never throws when storage is off', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(theme()).toBeNull();
    getItem.mockRestore();
  });
});
