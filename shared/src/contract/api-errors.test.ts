import { API_ERROR_IDS, API_ERRORS, apiErrorText } from './api-errors';
import { apiErrorIdOf } from './api-error-body';

describe('the API error catalogue', () => {
  it('gives every id an error status and a message', () => {
    for (const id of API_ERROR_IDS) {
      expect(API_ERRORS[id].status).toBeGreaterThanOrEqual(400);
      expect(API_ERRORS[id].message).not.toBe('');
    }
  });

  it('fills placeholders and leaves the ones it was not given', () => {
    expect(apiErrorText('missing_required_hashtag', { hashtags: '#OwnIt, #BeCurious' })).toBe(
      'Add one of your company values: #OwnIt, #BeCurious',
    );
    expect(apiErrorText('too_long')).toBe('Keep a comment under {{max}} characters');
  });

  it('reads the id of a response body only when it has the shape of one', () => {
    expect(apiErrorIdOf({ error: 'not_found', message: 'Not found' })).toBe('not_found');
    expect(apiErrorIdOf({ error: 'blocked_word' })).toBe('blocked_word');
    expect(apiErrorIdOf({ error: 'toString' })).toBeUndefined();
    expect(apiErrorIdOf({ error: '<img src=x>' })).toBeUndefined();
    expect(apiErrorIdOf('not_found')).toBeUndefined();
    expect(apiErrorIdOf(null)).toBeUndefined();
  });
});
