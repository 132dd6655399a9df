import { dayOfPickerDate, isDay, pickerDateOf, presetOf, presetRange } from './summary-range';

const NOW = Date.parse('2026-11-23T23:30:00.000Z');

describe('summary date presets (programs §9, UTC days)', () => {
  it.each([
    ['7d', '2026-11-16'],
    ['30d', '2026-10-24'],
    ['90d', '2026-08-25'],
    ['6m', '2026-05-23'],
    ['1y', '2025-11-23'],
  ] as const)('%s runs from %s to today in UTC', (preset, startDate) => {
    expect(presetRange(preset, NOW)).toEqual({ startDate, endDate: '2026-11-23' });
    expect(presetOf({ startDate, endDate: '2026-11-23' }, NOW)).toBe(preset);
  });

  it('names no preset for other days', () => {
    expect(presetOf({ startDate: '2026-11-01', endDate: '2026-11-23' }, NOW)).toBeNull();
  });

  it('accepts only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('shows the picker the day it sends, whatever the time zone', () => {
    expect(dayOfPickerDate(pickerDateOf('2026-01-05'))).toBe('2026-01-05');
  });
});
