import { dayOf, instantOfDay, lastOpenDayOf } from './period-days';
import { formOfValues, newPeriodValues, valuesOfPeriod } from './period-form-values';
import { periodDetail } from '../testing/period-answers';

describe('the period form’s days', () => {
  it('turns a day into its local midnight and back, and refuses what is not a day', () => {
    const start = instantOfDay('2026-12-01')!;
    expect(new Date(start).getHours()).toBe(0);
    expect(dayOf(start)).toBe('2026-12-01');
    expect(dayOf(instantOfDay('2026-12-31', 1)!)).toBe('2027-01-01');
    expect(instantOfDay('')).toBeNull();
    expect(instantOfDay('1.12.2026')).toBeNull();
  });

  it('shows an end as the last day nominations are open', () => {
    expect(lastOpenDayOf(instantOfDay('2026-12-15')!)).toBe('2026-12-14');
  });

  it('sends the last day as the next midnight, no end as null and an empty limit as unlimited', () => {
    const values = { ...newPeriodValues('2026-12-01'), name: 'Team player', endDay: '2026-12-14' };
    expect(formOfValues(values)).toMatchObject({
      startDate: instantOfDay('2026-12-01'),
      endDate: instantOfDay('2026-12-15'),
      nominationLimit: null,
    });
    expect(formOfValues({ ...values, endDay: '', nominationLimit: '3' })).toMatchObject({
      endDate: null,
      nominationLimit: 3,
    });
  });

  it('keeps a stored instant while its day is unchanged, and moves it when the day changes', () => {
    const period = periodDetail();
    const stored = { startDate: period.startDate, endDate: period.endDate };
    const values = valuesOfPeriod(period);
    expect(formOfValues(values, stored)).toMatchObject(stored);
    const moved = formOfValues({ ...values, startDay: '2030-01-02' }, stored);
    expect(moved.startDate).toBe(instantOfDay('2030-01-02'));
    expect(moved.endDate).toBe(stored.endDate);
  });
});
