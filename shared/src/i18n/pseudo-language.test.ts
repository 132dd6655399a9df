import { changePageLanguage, createI18n } from './create-i18n';
import type { TranslationsFetch } from './translations-backend';

const english = { en: { common: { greeting: 'Hello {{name}}', farewell: 'Goodbye' } } };

test('the pseudo-locale loads like a language: load "languageOnly" and the backend take "pseudo" as it is', async () => {
  const urls: string[] = [];
  const request: TranslationsFetch = async (url) => {
    urls.push(url);
    return { status: 200, ok: true, json: async () => ({ greeting: '[Ĥééļļóó {{name}}~]' }) };
  };
  const i18n = createI18n(english, 'common', { fetch: request });
  await changePageLanguage('pseudo');
  expect(urls).toEqual(['/locales/pseudo/common.json']);
  expect(i18n.language).toBe('pseudo');
  expect(i18n.languages).toEqual(['pseudo', 'en']);
  expect(i18n.t('greeting', { name: 'Ada' })).toBe('[Ĥééļļóó Ada~]');
  // A key the build did not make yet shows English, which the screenshots then point at.
  expect(i18n.t('farewell')).toBe('Goodbye');
  await changePageLanguage('en');
});
