import { getQueryParam, withQueryParams } from './query-params';

describe('getQueryParam', () => {
  test('reads a named parameter from a query string or an address', () => {
    expect(getQueryParam('?announcement=12&x=1', 'announcement')).toBe('12');
    expect(getQueryParam('/analytics/engagement?role=receiver', 'role')).toBe('receiver');
    expect(getQueryParam('https://app.example/?q=a%20b', 'q')).toBe('a b');
  });

  test('null when absent', () => {
    expect(getQueryParam('', 'role')).toBeNull();
    expect(getQueryParam('/company', 'role')).toBeNull();
  });
});

describe('withQueryParams', () => {
  test('sets parameters, replacing existing ones and keeping the rest', () => {
    expect(withQueryParams('/analytics/words?custom_property_value=overall', { custom_property_value: 'sales' })).toBe(
      '/analytics/words?custom_property_value=sales',
    );
    expect(withQueryParams('/analytics/engagement?role=receiver', { period: 'month', page: 2, all: true })).toBe(
      '/analytics/engagement?role=receiver&period=month&page=2&all=true',
    );
  });

  test('null or undefined removes a parameter', () => {
    expect(withQueryParams('/?announcement=3&x=1', { announcement: null, y: undefined })).toBe('/?x=1');
  });

  test('keeps the fragment, encodes values and leaves an address without values untouched', () => {
    expect(withQueryParams('/bonuses/1#comments', { q: 'a&b' })).toBe('/bonuses/1?q=a%26b#comments');
    expect(withQueryParams('/company?x=1', {})).toBe('/company?x=1');
  });

  test('an address on another origin stays absolute', () => {
    expect(withQueryParams('https://legacy.example/company', { tab: 'users' })).toBe(
      'https://legacy.example/company?tab=users',
    );
  });
});
