import {
  changePageLanguage,
  createI18n,
  FALLBACK_LANGUAGE,
  getTranslationsOrigin,
  setTranslationsOrigin,
  DEFAULT_TRANSLATIONS_ORIGIN,
  TRANSLATION_NAMESPACES,
} from './create-i18n';

import type { TranslationsFetch } from './translations-backend';
type Answer = { status: number; body?: Record<string, string> };

const english = { en: { common: { greeting: 'Hello', farewell: 'Goodbye' } } };

/** A fetch that answers each call with the next answer and records the URLs. */
function fakeTranslationsServer(...answers: Answer[]) {
  const urls: string[] = [];
  const request: TranslationsFetch = async (url) => {
    urls.push(url);
    const answer = answers[Math.min(urls.length, answers.length) - 1] ?? { status: 500 };
    return { status: answer.status, ok: answer.status < 400, json: async () => answer.body ?? {} };
  };
  return { request, urls };
}

afterEach(() => setTranslationsOrigin(DEFAULT_TRANSLATIONS_ORIGIN));

test('English is ready synchronously for existing callers', () => {
  const i18n = createI18n(english, 'common');
  expect(i18n.language).toBe('en');
  expect(i18n.t('greeting')).toBe('Hello');
});

test('a German namespace loads from {origin}/de/common.json', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'Hallo' } });
  const i18n = createI18n(english, 'common', {
    translationsOrigin: 'https://cdn.example/locales',
    fetch: server.request,
  });
  await i18n.changeLanguage('de');
  expect(server.urls).toEqual(['https://cdn.example/locales/de/common.json']);
  expect(i18n.t('greeting')).toBe('Hallo');
  expect(i18n.t('farewell')).toBe('Goodbye');
});

test('a regional tag loads the language file', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'Olá' } });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  await i18n.changeLanguage('pt-BR');
  expect(server.urls).toEqual(['/locales/pt/common.json']);
  expect(i18n.t('greeting')).toBe('Olá');
});

test('a failed request is retried once, then English shows', async () => {
  const server = fakeTranslationsServer({ status: 503 }, { status: 503 }, { status: 200, body: { greeting: 'Hallo' } });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  await i18n.changeLanguage('de');
  expect(server.urls).toEqual(['/locales/de/common.json', '/locales/de/common.json']);
  expect(i18n.language).toBe('de');
  expect(i18n.t('greeting')).toBe('Hello');
});

test('a retry that succeeds shows the language', async () => {
  const server = fakeTranslationsServer({ status: 500 }, { status: 200, body: { greeting: 'Bonjour' } });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  await i18n.changeLanguage('fr');
  expect(server.urls).toHaveLength(2);
  expect(i18n.t('greeting')).toBe('Bonjour');
});

test('a missing file is not retried: it will not appear on a second try', async () => {
  const server = fakeTranslationsServer({ status: 404 });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  await i18n.changeLanguage('es');
  expect(server.urls).toEqual(['/locales/es/common.json']);
  expect(i18n.t('greeting')).toBe('Hello');
});

test('loaded languages stay in the instance, not in the resources callers share', async () => {
  const shared = { en: { common: { greeting: 'Hello' } } };
  const first = createI18n(shared, 'common', { fetch: fakeTranslationsServer({ status: 200 }).request });
  await first.changeLanguage('cs');
  expect(Object.keys(shared)).toEqual(['en']);
});

test("one instance's additions to a shared namespace stay in that instance", () => {
  const shared = { en: { common: { greeting: 'Hello', nested: { kept: 'Kept' } } } };
  const first = createI18n(shared, 'common');
  const second = createI18n(shared, 'common');
  first.addResourceBundle('en', 'common', { added: 'Added', nested: { deep: 'Deep' } }, true, false);
  expect(first.t('added')).toBe('Added');
  expect(first.t('nested.deep')).toBe('Deep');
  expect(second.exists('added')).toBe(false);
  expect(second.exists('nested.deep')).toBe(false);
  expect(second.t('nested.kept')).toBe('Kept');
  expect(shared.en.common).toEqual({ greeting: 'Hello', nested: { kept: 'Kept' } });
});

test('English never requests the network, even for a namespace it does not bundle', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'never' } });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  await i18n.changeLanguage('de');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('onboarding');
  expect(server.urls).toEqual(['/locales/de/common.json']);
  expect(i18n.t('greeting')).toBe('Hello');
});

test('instances read the page origin the shell sets after they were created', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'Ciao' } });
  const i18n = createI18n(english, 'common', { fetch: server.request });
  setTranslationsOrigin('https://static.example/i18n/');
  await i18n.changeLanguage('it');
  expect(getTranslationsOrigin()).toBe('https://static.example/i18n');
  expect(server.urls).toEqual(['https://static.example/i18n/it/common.json']);
});

test('the spec namespaces and fallback language', () => {
  expect(TRANSLATION_NAMESPACES).toHaveLength(21);
  expect(TRANSLATION_NAMESPACES).toContain('vertical_navbar');
  expect(FALLBACK_LANGUAGE).toBe('en');
});

test('one page language reaches every instance, including ones created afterwards', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'Hallo' } });
  const shell = createI18n(english, 'common', { fetch: server.request });
  await changePageLanguage('de');
  const remote = createI18n(english, 'common', { fetch: server.request });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(shell.language).toBe('de');
  expect(remote.language).toBe('de');
  await changePageLanguage('en');
});

it('tells screen readers the page language through <html lang>, English under the pseudo-locale', async () => {
  const server = fakeTranslationsServer({ status: 200, body: { greeting: 'Hola' } });
  createI18n(english, 'common', { fetch: server.request });
  await changePageLanguage('es');
  expect(document.documentElement.lang).toBe('es');
  await changePageLanguage('pseudo');
  expect(document.documentElement.lang).toBe('en');
  await changePageLanguage('pt-BR');
  expect(document.documentElement.lang).toBe('pt-BR');
  await changePageLanguage('en');
  expect(document.documentElement.lang).toBe('en');
});
