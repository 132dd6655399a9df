import { HttpError } from '../http/http-error';
import { API_ERRORS, apiErrorText } from '../contract/api-errors';
import errorsEnglish from './locales/en/errors.json';
import { addApiErrorsEnglish } from './api-errors-english';
import { commonResources } from './common-resources';
import { createI18n } from './create-i18n';
import { apiErrorMessage, translateApiError } from './api-error-message';

const { t } = createI18n(commonResources, 'common', {
  fetch: async () => ({ status: 404, ok: false, json: async () => ({}) }),
});
const refused = (status: number, body: unknown) => new HttpError(status, { body });

describe('apiErrorMessage', () => {
  it('words an id in the server’s English, which the catalogue wrote', () => {
    const error = refused(422, { error: 'insufficient_balance', message: apiErrorText('insufficient_balance') });
    expect(apiErrorMessage(t, error)).toBe('You do not have enough points left to give');
  });

  it('words an id in the reader’s language when its translation has loaded', () => {
    const german = createI18n(commonResources, 'common', {
      fetch: async () => ({ status: 404, ok: false, json: async () => ({}) }),
    });
    german.addResourceBundle('de', 'common', { errors: { insufficient_balance: 'Nicht genug Punkte' } });
    const error = refused(422, { error: 'insufficient_balance', message: 'Not enough, says the server' });
    expect(apiErrorMessage(german.getFixedT('de'), error)).toBe('Nicht genug Punkte');
  });

  it('fills the placeholders the caller knows', () => {
    const error = refused(422, { error: 'too_long', message: 'Keep a comment under 1000 characters' });
    expect(apiErrorMessage(t, error, { params: { max: 1000 } })).toBe('Keep a comment under 1000 characters');
  });

  it('shows the server’s own words for server_error and for an id it does not know', () => {
    expect(apiErrorMessage(t, refused(422, { error: 'server_error', message: 'Recognition is paused' }))).toBe(
      'Recognition is paused',
    );
    expect(apiErrorMessage(t, refused(422, { error: 'blocked_word', message: 'Not that word' }))).toBe('Not that word');
  });

  it.each([
    ['a failure without a body', new HttpError(500)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['server_error without a message', refused(500, { error: 'server_error' })],
  ])('says an unknown error occurred on %s, or what the caller asks', (_what, error) => {
    expect(apiErrorMessage(t, error)).toBe('An unknown error occurred');
    expect(apiErrorMessage(t, error, { fallback: 'The invitations could not be sent.' })).toBe(
      'The invitations could not be sent.',
    );
  });

  it('carries on every page the English of the platform’s statuses only, as the catalogue words them', () => {
    for (const [id, english] of Object.entries(errorsEnglish.errors))
      expect(english).toBe(API_ERRORS[id as keyof typeof API_ERRORS].message);
    expect(Object.keys(errorsEnglish.errors).length).toBeLessThan(10);
    expect(apiErrorMessage(t, refused(404, { error: 'not_found' }))).toBe('Not found');
  });

  it('words an error the client found in the English it is given, or the whole catalogue once a form adds it', () => {
    expect(translateApiError(t, 'too_long', { max: 5 }, apiErrorText('too_long', { max: 5 }))).toBe(
      'Keep a comment under 5 characters',
    );
    const forms = createI18n(commonResources, 'common');
    addApiErrorsEnglish(forms);
    expect(translateApiError(forms.t, 'too_long', { max: 5 })).toBe('Keep a comment under 5 characters');
  });

  it('reads common’s errors from its root with a t that carries its page’s keyPrefix', () => {
    const page = createI18n(commonResources, 'common');
    page.addResourceBundle('en', 'recognition', { report: { failed: 'Your report was not sent' } });
    const reportT = page.getFixedT('en', 'recognition', 'report') as unknown as typeof t;
    expect(reportT('failed')).toBe('Your report was not sent');
    expect(apiErrorMessage(reportT, refused(404, { error: 'not_found' }))).toBe('Not found');
    expect(apiErrorMessage(reportT, new HttpError(500))).toBe('An unknown error occurred');
  });

  it('fills the wait of a refusal from its Retry-After, beside the caller’s placeholders', () => {
    const tSpy = jest.fn((_key: string, options?: object) => JSON.stringify(options));
    const limited = new HttpError(429, { body: { error: 'too_long', message: 'x' }, retryAfterSeconds: 30 });
    const words = apiErrorMessage(tSpy as unknown as typeof t, limited, { params: { max: 10 } });
    expect(JSON.parse(words)).toMatchObject({
      retryAfterSeconds: 30,
      max: 10,
      ns: 'common',
      keyPrefix: '',
      defaultValue: 'x',
    });
    expect(tSpy).toHaveBeenCalledWith('errors.too_long', expect.anything());
  });

  it('fills a translated message from the params the server sent with it', () => {
    const forms = createI18n(commonResources, 'common');
    forms.addResourceBundle(
      'de',
      'common',
      { errors: { award_budget_exceeded: 'Noch {{left}} Punkte, {{needed}} gebraucht' } },
      true,
      true,
    );
    const refused = new HttpError(422, {
      body: {
        error: 'award_budget_exceeded',
        message: 'This award has 0 points left this month: 10 are needed',
        params: { left: 0, needed: 10, period: 'month' },
      },
    });
    expect(apiErrorMessage(forms.getFixedT('de'), refused)).toBe('Noch 0 Punkte, 10 gebraucht');
  });

  it('says the server’s English rather than a placeholder nothing filled', () => {
    const forms = createI18n(commonResources, 'common');
    addApiErrorsEnglish(forms);
    const refused = new HttpError(422, {
      body: { error: 'award_budget_exceeded', message: 'This award has 0 points left this month: 10 are needed' },
    });
    expect(apiErrorMessage(forms.t, refused)).toBe('This award has 0 points left this month: 10 are needed');
  });
});
