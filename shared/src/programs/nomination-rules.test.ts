import {
  NOMINATION_SUMMARY_MAX_LENGTH,
  canNominateMore,
  nominationPeriodFormSchema,
  nominationPeriodStatus,
  nominationSummaryOf,
  validateNominationPeriodForm,
  type NominationPeriodForm,
} from './index';

const START = '2026-11-10T00:00:00.000Z';
const END = '2026-11-20T00:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('nominationPeriodStatus', () => {
  const period = { startDate: START, endDate: END };
  it.each([
    ['2026-11-09T23:59:59.999Z', 'upcoming'],
    ['2026-11-10T00:00:00.000Z', 'open'],
    ['2026-11-19T23:59:59.999Z', 'open'],
    ['2026-11-20T00:00:00.000Z', 'closed'],
    ['2027-01-01T00:00:00.000Z', 'closed'],
  ])('at %s is %s', (now, status) => {
    expect(nominationPeriodStatus(period, at(now))).toBe(status);
  });

  it('stays open with no end date', () => {
    expect(nominationPeriodStatus({ startDate: START, endDate: null }, at('2099-01-01T00:00:00Z'))).toBe('open');
  });

  it('reads an offset as the same instant', () => {
    expect(nominationPeriodStatus({ startDate: '2026-11-10T01:00:00+01:00', endDate: null }, at(START))).toBe('open');
  });
});

describe('canNominateMore', () => {
  it('is unlimited with no limit and below the limit otherwise', () => {
    expect(canNominateMore(null, 1_000)).toBe(true);
    expect(canNominateMore(2, 1)).toBe(true);
    expect(canNominateMore(2, 2)).toBe(false);
  });
});

describe('validateNominationPeriodForm', () => {
  const form = (overrides: object = {}): NominationPeriodForm =>
    nominationPeriodFormSchema.parse({ name: 'Team player', startDate: START, endDate: END, ...overrides });

  it('passes a complete form and fills the defaults', () => {
    const parsed = form();
    expect(validateNominationPeriodForm(parsed, '')).toEqual([]);
    expect(parsed).toMatchObject({
      nominationLimit: null,
      visibility: 'admin',
      nomineeRulesGroup: { groupType: 'AND', conditions: [] },
    });
  });

  it('names each broken rule once', () => {
    expect(
      validateNominationPeriodForm(
        form({
          name: '  ',
          endDate: START,
          nominationLimit: 0,
          nominatorRulesGroup: {
            conditions: [
              { attr: 'department', value: 'Sales' },
              { attr: 'department', value: 'Sales' },
            ],
          },
        }),
        'x'.repeat(2001),
      ),
    ).toEqual([
      'nomination_period_name_required',
      'nomination_period_description_too_long',
      'nomination_period_dates_invalid',
      'nomination_limit_invalid',
      'nomination_condition_invalid',
    ]);
    expect(validateNominationPeriodForm(form({ name: 'x'.repeat(101), nominationLimit: 101 }), '')).toEqual([
      'nomination_period_name_too_long',
      'nomination_limit_invalid',
    ]);
  });

  it('refuses a day without a time in the schema', () => {
    expect(nominationPeriodFormSchema.safeParse({ name: 'A', startDate: '2026-11-10' }).success).toBe(false);
  });
});

describe('nominationSummaryOf', () => {
  it('joins the reasons once each', () => {
    expect(nominationSummaryOf(['Kind  and calm', 'Kind and calm', ' Fast '])).toBe('Kind and calm · Fast');
  });

  it('cuts a long text at a word', () => {
    const summary = nominationSummaryOf(['word '.repeat(100)]);
    expect(summary.length).toBeLessThanOrEqual(NOMINATION_SUMMARY_MAX_LENGTH);
    expect(summary).toMatch(/word…$/);
  });
});
