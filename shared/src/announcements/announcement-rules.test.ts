import { announcementStatusOn, calendarDayOf, isCalendarDay, validateAnnouncementForm } from './announcement-rules';

const TODAY = '2026-11-23';
const valid = {
  recipientCount: 2,
  title: 'Winter party',
  descriptionText: 'Join us on Friday',
  startDate: TODAY,
  endDate: '2026-11-30',
};

describe('validateAnnouncementForm (recognition §5)', () => {
  it('passes a form that keeps every rule', () => {
    expect(validateAnnouncementForm(valid, { today: TODAY })).toEqual([]);
  });

  it.each([
    ['recipient_required', { recipientCount: 0 }],
    ['title_required', { title: '  ' }],
    ['title_too_long', { title: 'x'.repeat(51) }],
    ['description_required', { descriptionText: ' \n ' }],
    ['description_too_long', { descriptionText: 'y'.repeat(251) }],
    ['start_date_required', { startDate: '' }],
    ['start_date_required', { startDate: '2026-02-30x' }],
    ['start_date_future', { startDate: '2026-11-22' }],
    ['end_date_required', { endDate: '' }],
    ['end_date_future', { endDate: TODAY }],
    ['end_date_after_start', { startDate: '2026-12-05', endDate: '2026-12-05' }],
  ])('answers %s', (error, change) => {
    expect(validateAnnouncementForm({ ...valid, ...change }, { today: TODAY })).toEqual([error]);
  });

  it('keeps the limits inclusive: 50 characters of title and 250 of text pass', () => {
    const atLimits = { ...valid, title: 'x'.repeat(50), descriptionText: 'y'.repeat(250) };
    expect(validateAnnouncementForm(atLimits, { today: TODAY })).toEqual([]);
  });

  it('on edit takes the existing start day even when it has passed, or today and later', () => {
    const edit = { today: TODAY, existingStartDate: '2026-11-01' };
    expect(validateAnnouncementForm({ ...valid, startDate: '2026-11-01' }, edit)).toEqual([]);
    expect(validateAnnouncementForm({ ...valid, startDate: '2026-11-02' }, edit)).toEqual(['start_date_same_or_after']);
    expect(validateAnnouncementForm({ ...valid, startDate: '2026-11-25' }, edit)).toEqual([]);
  });
});

describe('announcementStatusOn (recognition §4)', () => {
  const announcement = { start_date: '2026-11-25', end_date: '2026-11-27' };
  it.each([
    ['2026-11-24', 'scheduled'],
    ['2026-11-25', 'posted'],
    ['2026-11-27', 'posted'],
    ['2026-11-28', 'retired'],
  ])('on %s is %s', (today, status) => {
    expect(announcementStatusOn(today, announcement)).toBe(status);
  });
});

describe('calendar days', () => {
  it('reads a moment as its UTC day and knows a day from text that is not one', () => {
    expect(calendarDayOf(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(isCalendarDay('2026-11-23')).toBe(true);
    expect(isCalendarDay('23/11/2026')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
  });
});
