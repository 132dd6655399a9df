import { utcDateTime } from './utc-date-time';

const friday = new Date('2026-11-27T09:05:00Z');

it('shows the date in UTC and names the zone, in the reader’s language', () => {
  expect(utcDateTime('en').format(friday)).toBe('Nov 27, 2026, 9:05 AM UTC');
  expect(utcDateTime('de').format(friday)).toBe('27. Nov. 2026, 09:05 UTC');
});
