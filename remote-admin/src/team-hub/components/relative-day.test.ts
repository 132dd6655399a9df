import { daysUntil, isJustNow, shortDate, timeAgo } from './relative-day';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('relative days', () => {
  it('says how long ago, and a moment in the last minute or after now (a server clock ahead) is just now', () => {
    expect(timeAgo('2026-11-19T12:00:00.000Z', NOW, 'en')).toBe('3 days ago');
    expect(timeAgo('2026-11-22T07:30:00.000Z', NOW, 'en')).toBe('4 hours ago');
    expect(timeAgo('2026-09-01T12:00:00.000Z', NOW, 'en')).toBe('2 months ago');
    expect(isJustNow('2026-11-22T12:00:06.000Z', NOW)).toBe(true);
    expect(isJustNow('2026-11-22T11:59:01.000Z', NOW)).toBe(true);
    expect(isJustNow('2026-11-22T11:58:59.000Z', NOW)).toBe(false);
  });

  it('speaks the reader’s language', () => {
    expect(timeAgo('2026-11-19T12:00:00.000Z', NOW, 'de')).toBe('vor 3 Tagen');
    expect(timeAgo('2026-11-21T12:00:00.000Z', NOW, 'fr')).toBe('il y a 1 jour');
    expect(shortDate('2026-12-03', 'en')).toBe('Dec 3');
    expect(shortDate('2026-12-03', 'de')).toBe('3. Dez.');
  });

  it('counts calendar days to a date', () => {
    expect(daysUntil('2026-11-22', NOW)).toBe(0);
    expect(daysUntil('2026-12-21', NOW)).toBe(29);
  });
});
