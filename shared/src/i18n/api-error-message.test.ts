import { HttpError } from '../http/http-error';
import { API_ERROR_IDS, apiErrorText } from '../contract/api-errors';
import { commonResources } from './common-resources';
import { createI18n } from './create-i18n';
import { apiErrorMessage, translateApiError } from './api-error-message';

const { t } = createI18n(commonResources, 'common', {
  fetch: async () => ({ status: 404, ok: false, json: async () => ({}) }),
});
const refused = (status: number, body: unknown) => new HttpError(status, { body });

describe('apiErrorMessage', () => {
  it('words an id of the catalogue in the reader’s language, not the server’s', () => {
    const error = refused(422, { error: 'insufficient_balance', message: 'Not enough, says the server' });
    expect(apiErrorMessage(t, error)).toBe('You do not have enough points left to give');
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

  it('has English for every id of the catalogue, the same the mock API answers', () => {
    const params = { max: 20, maxMegabytes: 300, hashtags: '#OwnIt' };
    for (const id of API_ERROR_IDS) expect(translateApiError(t, id, params)).toBe(apiErrorText(id, params));
  });

  it('fills the wait of a refusal from its Retry-After, beside the caller’s placeholders', () => {
    const tSpy = jest.fn((_key: string, options?: object) => JSON.stringify(options));
    const limited = new HttpError(429, { body: { error: 'too_long', message: 'x' }, retryAfterSeconds: 30 });
    const words = apiErrorMessage(tSpy as unknown as typeof t, limited, { params: { max: 10 } });
    expect(JSON.parse(words)).toEqual({ retryAfterSeconds: 30, max: 10, ns: 'errors' });
  });
});
