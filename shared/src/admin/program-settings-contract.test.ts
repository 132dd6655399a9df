import {
  allowanceFor,
  allowancePeriodOf,
  DEFAULT_PROGRAM_SETTINGS,
  givingRulesSchema,
  nextResetDate,
} from './program-settings-contract';

const at = (iso: string) => Date.parse(iso);

describe('nextResetDate', () => {
  it('is the first of next month, monthly', () => {
    expect(nextResetDate(at('2026-11-24T02:00:00Z'), 'UTC', 'monthly')).toBe('2026-12-01');
    expect(nextResetDate(at('2026-12-31T12:00:00Z'), 'UTC', 'monthly')).toBe('2027-01-01');
  });

  it('is the first of the next quarter, quarterly', () => {
    expect(nextResetDate(at('2026-11-24T02:00:00Z'), 'UTC', 'quarterly')).toBe('2027-01-01');
    expect(nextResetDate(at('2026-01-01T00:00:00Z'), 'UTC', 'quarterly')).toBe('2026-04-01');
    expect(nextResetDate(at('2026-06-30T10:00:00Z'), 'UTC', 'quarterly')).toBe('2026-07-01');
  });

  it("follows the company's time zone", () => {
    // Still November 30th in Los Angeles when it is December 1st in UTC.
    expect(nextResetDate(at('2026-12-01T03:00:00Z'), 'America/Los_Angeles', 'monthly')).toBe('2026-12-01');
    expect(nextResetDate(at('2026-12-01T03:00:00Z'), 'UTC', 'monthly')).toBe('2027-01-01');
  });
});

describe('allowancePeriodOf', () => {
  it('names the month or the quarter', () => {
    expect(allowancePeriodOf('2026-11-24', 'monthly')).toBe('2026-11');
    expect(allowancePeriodOf('2026-11-24', 'quarterly')).toBe('2026-Q4');
    expect(allowancePeriodOf('2026-03-31', 'quarterly')).toBe('2026-Q1');
  });
});

describe('allowanceFor', () => {
  it('adds the managers extra only when it is on and the person manages someone', () => {
    const settings = { ...DEFAULT_PROGRAM_SETTINGS, managerExtraAmount: 50 };
    expect(allowanceFor(settings, true)).toBe(100);
    expect(allowanceFor({ ...settings, managerExtraAllowance: true }, true)).toBe(150);
    expect(allowanceFor({ ...settings, managerExtraAllowance: true }, false)).toBe(100);
  });
});

describe('givingRulesSchema', () => {
  it('refuses a maximum of recipients under the minimum', () => {
    const parsed = givingRulesSchema.safeParse({ maxPointsPerRecognition: 10, minRecipients: 3, maxRecipients: 2 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('recipients_range_invalid');
  });

  it('takes no limits', () => {
    expect(
      givingRulesSchema.safeParse({ maxPointsPerRecognition: null, minRecipients: 1, maxRecipients: null }).success,
    ).toBe(true);
  });
});
