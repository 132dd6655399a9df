import { changePageLanguage } from '@laurel/shared';
import { setPageLocale, startPageLanguage } from './page-language';

jest.mock('@laurel/shared', () => ({ changePageLanguage: jest.fn(async () => undefined) }));

const PSEUDO_LOCALE_KEY = 'laurel:pseudo-locale';
const languagesAsked = () => jest.mocked(changePageLanguage).mock.calls.map(([language]) => language);

/** Boots on `search` and then gets the profile's German: the languages the page was asked to speak. */
function bootThenProfile(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  jest.mocked(changePageLanguage).mockClear();
  startPageLanguage();
  setPageLocale('de');
  return languagesAsked();
}

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

test('?lng=pseudo turns the pseudo-locale on at boot, over the profile’s locale', () => {
  expect(bootThenProfile('?lng=pseudo')).toEqual(['pseudo', 'pseudo']);
  expect(bootThenProfile('?tab=top&lng=pseudo')).toEqual(['pseudo', 'pseudo']);
});

test('so does the localStorage key, with any value', () => {
  window.localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
  expect(bootThenProfile('')).toEqual(['pseudo', 'pseudo']);
});

test('otherwise the profile’s locale is the page’s', () => {
  expect(bootThenProfile('?lng=de')).toEqual(['de']);
  expect(bootThenProfile('?lng=pseudonym')).toEqual(['de']);
  window.localStorage.setItem(PSEUDO_LOCALE_KEY, '');
  expect(bootThenProfile('')).toEqual(['de']);
});

test('a page refused its storage still hears the URL', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  expect(bootThenProfile('?lng=pseudo')).toEqual(['pseudo', 'pseudo']);
  expect(bootThenProfile('')).toEqual(['de']);
});
