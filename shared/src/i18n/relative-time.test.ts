import { formatRelativeTime, relativeTimeLocale } from './relative-time';

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

test('the language part of a regional tag picks the locale', () => {
  expect(relativeTimeLocale('pt-BR').code).toBe('pt');
  expect(relativeTimeLocale('DE_at').code).toBe('de');
});

test.each(['ja', 'en-GB', '', undefined, 'constructor'])('%s falls back to en-US', (lng) => {
  expect(relativeTimeLocale(lng).code).toBe('en-US');
});

test('future dates read with "in"', () => {
  expect(formatRelativeTime(new Date('2024-05-10T14:00:00Z'), 'en', now)).toBe('in about 2 hours');
});

test('without a reference time it measures from now', () => {
  expect(formatRelativeTime(Date.now() - 60_000, 'de')).toBe('vor 1 Minute');
});
