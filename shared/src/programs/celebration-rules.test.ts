import {
  anniversaryAmount,
  celebrationAmountOn,
  celebrationDefaults,
  isYearlyReturn,
  localDayOf,
  receivingRulesOf,
  validateCelebration,
} from './celebration-rules';
import { CELEBRATION_TYPES } from './celebration-contract';

const anniversary = (overrides: Partial<ReturnType<typeof celebrationDefaults>> = {}) => ({
  ...celebrationDefaults('work_anniversary'),
  ...overrides,
});

describe('celebration defaults (programs §9)', () => {
  it('gives each type its default points, public visibility and the same amount every year', () => {
    const points = Object.fromEntries(CELEBRATION_TYPES.map((type) => [type, celebrationDefaults(type).amount]));
    expect(points).toEqual({
      birthday: 50,
      new_hire: 50,
      welcome: 10,
      work_anniversary: 100,
      custom_yearly_date: 0,
      wellness: 0,
    });
    for (const type of CELEBRATION_TYPES) {
      expect(celebrationDefaults(type)).toMatchObject({
        visibility: 'publicly_visible',
        workAnniversaryPointSetting: 'everyYearWithSameAmount',
        state: 'active',
      });
    }
  });
});

describe('anniversary mappings', () => {
  const mappings = [
    { yearThreshold: 1, amount: 10 },
    { yearThreshold: 5, amount: 500 },
    { yearThreshold: 10, amount: 1000 },
  ];
  it('pays the same amount every year', () => {
    expect([1, 4, 12].map((years) => anniversaryAmount(anniversary({ yearAmountMappings: mappings }), years))).toEqual([
      100, 100, 100,
    ]);
  });
  it('pays the amount of the highest threshold reached with custom amounts', () => {
    const custom = anniversary({
      workAnniversaryPointSetting: 'everyYearWithCustomAmount',
      yearAmountMappings: mappings,
    });
    expect([1, 4, 5, 9, 10, 30].map((years) => anniversaryAmount(custom, years))).toEqual([
      10, 10, 500, 500, 1000, 1000,
    ]);
  });
  it('celebrates only the listed years with specific years', () => {
    const specific = anniversary({ workAnniversaryPointSetting: 'onlySpecificYears', yearAmountMappings: mappings });
    expect([1, 4, 5, 10, 11].map((years) => anniversaryAmount(specific, years))).toEqual([10, null, 500, 1000, null]);
  });
  it('celebrates nothing on the start day itself', () => {
    const person = { birthday: null, startDate: '2026-03-04', joinedOn: null };
    expect(celebrationAmountOn(anniversary(), person, '2026-03-04')).toBeNull();
    expect(celebrationAmountOn(anniversary(), person, '2029-03-04')).toBe(100);
    expect(celebrationAmountOn(anniversary(), person, '2029-03-05')).toBeNull();
  });
});

describe('is it their day in their zone', () => {
  // 10:30 UTC on 22 November is 00:30 on the 23rd at UTC+14 and 00:30 on the 22nd at UTC−10.
  const justAfterMidnight = Date.parse('2026-11-22T10:30:00Z');
  const justBefore = Date.parse('2026-11-22T09:30:00Z');
  it('reads the calendar day of the person’s time zone', () => {
    expect(localDayOf(justAfterMidnight, 'Pacific/Kiritimati')).toBe('2026-11-23');
    expect(localDayOf(justAfterMidnight, 'Pacific/Honolulu')).toBe('2026-11-22');
    expect(localDayOf(justBefore, 'Pacific/Kiritimati')).toBe('2026-11-22');
    expect(localDayOf(justBefore, 'Pacific/Honolulu')).toBe('2026-11-21');
  });
  it('counts an unknown or missing zone as UTC', () => {
    expect(localDayOf(justBefore, 'Mars/Olympus')).toBe('2026-11-22');
    expect(localDayOf(justBefore, undefined)).toBe('2026-11-22');
  });
  it('brings 29 February back on the 28th in other years', () => {
    expect(isYearlyReturn('1996-02-29', '2027-02-28')).toBe(true);
    expect(isYearlyReturn('1996-02-29', '2028-02-28')).toBe(false);
    expect(isYearlyReturn('1996-02-29', '2028-02-29')).toBe(true);
  });
});

describe('validateCelebration', () => {
  it('names each broken rule', () => {
    expect(
      validateCelebration({
        ...celebrationDefaults('custom_yearly_date'),
        name: ' ',
        amount: -1,
        receivingRulesGroup: { id: 1, groupType: 'OR', conditions: [{ attr: 'email', value: 'a@b.c' }] },
      }),
    ).toEqual([
      'celebration_name_required',
      'celebration_amount_invalid',
      'celebration_condition_invalid',
      'celebration_date_invalid',
    ]);
  });
  it('needs mappings for custom and specific years, each year once', () => {
    const custom = anniversary({ workAnniversaryPointSetting: 'onlySpecificYears' });
    expect(validateCelebration(custom)).toEqual(['celebration_year_mappings_invalid']);
    const twice = [
      { yearThreshold: 2, amount: 1 },
      { yearThreshold: 2, amount: 3 },
    ];
    expect(validateCelebration({ ...custom, yearAmountMappings: twice })).toEqual([
      'celebration_year_mappings_invalid',
    ]);
    expect(validateCelebration({ ...custom, yearAmountMappings: [twice[0]!] })).toEqual([]);
  });
});

describe('receivingRulesOf', () => {
  it('turns the form’s departments, locations and teams into conditions, none into everyone', () => {
    expect(receivingRulesOf({ recipientDepartments: ['Sales'], recipientTeams: ['12'] }, 'OR')).toEqual({
      groupType: 'OR',
      conditions: [
        { attr: 'department', value: 'Sales' },
        { attr: 'team', value: '12' },
      ],
    });
    expect(receivingRulesOf({}, 'AND')).toBeNull();
  });
});
