import { daysUntil, isJustNow, timeAgo } from './relative-day';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('relative days', () => {
  it('says how long ago, and a moment in the last minute or after now (a server clock ahead) is just now', () => {
    expect(timeAgo('2026-11-19T12:00:00.000Z', NOW)).toBe('3 days ago');
    expect(isJustNow('2026-11-22T12:00:06.000Z', NOW)).toBe(true);
    expect(isJustNow('2026-11-22T11:59:01.000Z', NOW)).toBe(true);
    expect(isJustNow('2026-11-22T11:58:59.000Z', NOW)).toBe(false);
  });

  it('counts calendar days to a date', () => {
    expect(daysUntil('2026-11-22', NOW)).toBe(0);
    expect(daysUntil('2026-12-21', NOW)).toBe(29);
  });
});
