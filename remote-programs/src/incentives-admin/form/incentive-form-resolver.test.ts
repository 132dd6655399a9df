import { incentiveFormResolver } from './incentive-form-resolver';
import { NEW_INCENTIVE, type IncentiveFormValues } from './incentive-form-values';

const resolve = (overrides: Partial<IncentiveFormValues>) =>
  incentiveFormResolver({ ...NEW_INCENTIVE, name: 'Run a marathon', amount: 100, ...overrides }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

const messages = async (overrides: Partial<IncentiveFormValues>) =>
  Object.fromEntries(
    Object.entries((await resolve(overrides)).errors).map(([field, error]) => [field, error?.message]),
  );

describe('the incentive form resolver: the contract schema, then programs §5', () => {
  it('accepts a complete form', async () => {
    expect((await resolve({})).errors).toEqual({});
  });

  it('puts each rule’s catalogue id at its field', async () => {
    expect(await messages({ name: 'x'.repeat(41) })).toEqual({ name: 'incentive_name_too_long' });
    expect(await messages({ name: '  ' })).toEqual({ name: 'incentive_name_required' });
    expect(await messages({ description: `<p>${'y'.repeat(501)}</p>` })).toEqual({
      description: 'incentive_description_too_long',
    });
    expect(await messages({ claimLimitMode: 'perPeriod', claimLimitQuantity: 2 })).toEqual({
      claimLimitMode: 'incentive_claim_limit_invalid',
    });
    expect(
      await messages({
        conditions: [
          { attr: 'department', value: 'Sales' },
          { attr: 'department', value: 'Sales' },
        ],
      }),
    ).toEqual({ conditions: 'incentive_condition_invalid' });
  });

  it('refuses approval without an approver, and ignores the steps when approval is off', async () => {
    expect(await messages({ requireApproval: true, approvalLevels: [[]] })).toEqual({
      approvalLevels: 'incentive_approval_steps_invalid',
    });
    expect(await messages({ requireApproval: false, approvalLevels: [[]] })).toEqual({});
  });

  it('says the amount is invalid when it is not a number (an empty field)', async () => {
    expect(await messages({ amount: Number.NaN })).toEqual({ amount: 'incentive_amount_invalid' });
  });

  it('counts the description as its plain text, not its markup', async () => {
    expect(await messages({ description: `<p><strong>${'z'.repeat(500)}</strong></p>` })).toEqual({});
  });
});
