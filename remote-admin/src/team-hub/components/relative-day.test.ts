import { daysUntil, timeAgo } from './relative-day';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('relative days', () => {
  it('says how long ago, never in the future when the server is ahead of the browser', () => {
    expect(timeAgo('2026-11-19T12:00:00.000Z', NOW)).toBe('3 days ago');
    expect(timeAgo('2026-11-22T12:00:06.000Z', NOW)).toBe('0 seconds ago');
  });

  it('counts calendar days to a date', () => {
    expect(daysUntil('2026-11-22', NOW)).toBe(0);
    expect(daysUntil('2026-12-21', NOW)).toBe(29);
  });
});
