import { changePageLanguage } from '@laurel/shared';
import { PSEUDO_LOCALE_KEY, pseudoLocaleRequested, setPageLocale, startPageLanguage } from './page-language';

jest.mock('@laurel/shared', () => ({ changePageLanguage: jest.fn(async () => undefined) }));

const storageWith = (entries: Record<string, string>) => () => ({ getItem: (key: string) => entries[key] ?? null });
const refusedStorage = () => {
  throw new DOMException('denied', 'SecurityError');
};

beforeEach(() => jest.mocked(changePageLanguage).mockClear());

test('asked for by ?lng=pseudo or by the localStorage key, and by nothing else', () => {
  expect(pseudoLocaleRequested('?lng=pseudo', storageWith({}))).toBe(true);
  expect(pseudoLocaleRequested('?tab=top&lng=pseudo', refusedStorage)).toBe(true);
  expect(pseudoLocaleRequested('', storageWith({ [PSEUDO_LOCALE_KEY]: 'on' }))).toBe(true);
  expect(pseudoLocaleRequested('?lng=de', storageWith({}))).toBe(false);
  expect(pseudoLocaleRequested('', storageWith({ [PSEUDO_LOCALE_KEY]: '' }))).toBe(false);
  expect(pseudoLocaleRequested('', refusedStorage)).toBe(false);
});

test('once asked for at boot, the pseudo-locale stands over the profile’s locale', () => {
  startPageLanguage('?lng=pseudo', storageWith({}));
  setPageLocale('de');
  expect(jest.mocked(changePageLanguage).mock.calls).toEqual([['pseudo'], ['pseudo']]);
});

test('without it, the profile’s locale is the page’s', () => {
  startPageLanguage('', storageWith({}));
  setPageLocale('es');
  expect(jest.mocked(changePageLanguage).mock.calls).toEqual([['es']]);
});
