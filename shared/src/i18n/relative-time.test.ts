import { formatRelativeTime, formatterCache, relativeTimeLanguage } from './relative-time';

const now = new Date('2024-05-10T12:00:00Z');
const threeDaysAgo = new Date('2024-05-07T12:00:00Z');

test.each([
  ['cs', 'před 3 dny'],
  ['de', 'vor 3 Tagen'],
  ['es', 'hace 3 días'],
  ['fr', 'il y a 3 jours'],
  ['it', '3 giorni fa'],
  ['pt', 'há 3 dias'],
  ['en', '3 days ago'],
])('%s reads "%s"', (lng, expected) => {
  expect(formatRelativeTime(threeDaysAgo, lng, now)).toBe(expected);
});

test('the language part of a regional tag picks the language', () => {
  expect(relativeTimeLanguage('pt-BR')).toBe('pt');
  expect(relativeTimeLanguage('DE_at')).toBe('de');
});

test.each(['ja', 'en-GB', '', undefined, 'constructor'])('%s falls back to English', (lng) => {
  expect(relativeTimeLanguage(lng)).toBe('en');
});

test.each([
  [new Date('2024-05-10T14:00:00Z'), 'in 2 hours'],
  [new Date('2024-05-10T11:59:30Z'), 'this minute'],
  [new Date('2024-05-09T12:00:00Z'), 'yesterday'],
  [new Date('2024-04-19T12:00:00Z'), '3 weeks ago'],
  [new Date('2023-05-10T12:00:00Z'), 'last year'],
])('%s reads "%s"', (date, expected) => {
  expect(formatRelativeTime(date, 'en', now)).toBe(expected);
});

test('without a reference time it measures from now', () => {
  expect(formatRelativeTime(Date.now() - 60_000, 'de')).toBe('vor 1 Minute');
});

describe('formatterCache', () => {
  it('builds one formatter per language and hands the same one back', () => {
    const create = jest.fn((language: string) => new Intl.ListFormat(language));
    const listFormat = formatterCache(create);
    expect(listFormat('de')).toBe(listFormat('de'));
    expect(listFormat('fr')).not.toBe(listFormat('de'));
    expect(create.mock.calls).toEqual([['de'], ['fr']]);
    expect(listFormat('de').format(['Ana', 'Bo'])).toBe('Ana und Bo');
  });
});
