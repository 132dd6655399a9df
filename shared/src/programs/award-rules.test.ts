import { awardBudgetLeft, canGiveAward, fillAwardMessage, validateAwardForm } from './award-rules';
import { awardFormSchema, awardUpdateSchema } from './award-schemas';
import type { PermissionSubject } from '../permissions/permission-subject';

const form = (overrides = {}) => awardFormSchema.parse({ name: 'Team player', amount: 10, ...overrides });

describe('validateAwardForm', () => {
  it('accepts a complete form and names each broken rule once', () => {
    expect(validateAwardForm(form(), '')).toEqual([]);
    expect(validateAwardForm(form({ name: ' ', amount: -1, budgetPerPeriod: 5, messageEditable: false }), '')).toEqual([
      'award_name_required',
      'award_message_required',
      'award_amount_invalid',
      'award_budget_invalid',
    ]);
  });

  it('asks for both the budget and its period, or neither', () => {
    expect(validateAwardForm(form({ budgetPerPeriod: 100, periodType: 'month' }), '')).toEqual([]);
    expect(validateAwardForm(form({ periodType: 'year' }), '')).toEqual(['award_budget_invalid']);
  });

  it('allows no approval or 1 to 4 steps of distinct approvers', () => {
    expect(validateAwardForm(form({ approvalLevels: [[1, 2], [3]] }), '')).toEqual([]);
    expect(validateAwardForm(form({ approvalLevels: [[1, 1]] }), '')).toEqual(['award_approval_steps_invalid']);
    expect(validateAwardForm(form({ approvalLevels: [[]] }), '')).toEqual(['award_approval_steps_invalid']);
  });
});

describe('awardUpdateSchema', () => {
  it('keeps what a patch leaves out instead of filling in the defaults', () => {
    expect(awardUpdateSchema.parse({ state: 'inactive' })).toEqual({ state: 'inactive' });
  });
});

describe('fillAwardMessage', () => {
  it('replaces each placeholder with the recipients’ usernames', () => {
    expect(fillAwardMessage('Well done @receiver_username and thanks @recipient!', ['ana', 'bo'])).toBe(
      'Well done @ana @bo and thanks @ana @bo!',
    );
  });

  it('names the recipients first when the message has no placeholder', () => {
    expect(fillAwardMessage('Great work', ['ana'])).toBe('@ana Great work');
  });

  it('leaves a longer word that starts like a placeholder alone', () => {
    expect(fillAwardMessage('@recipients are @recipient', ['ana'])).toBe('@recipients are @ana');
  });
});

describe('canGiveAward and awardBudgetLeft', () => {
  const subject = (flags: object) =>
    ({
      user: { id: 7, admin: false, global_admin: false, awards_admin: false, ...flags },
      company: { product_tier: 'tier_two' },
    }) as unknown as PermissionSubject;

  it('lets the awards admins and the award’s givers give it', () => {
    expect(canGiveAward(subject({ awards_admin: true }), { giverIds: [] })).toBe(true);
    expect(canGiveAward(subject({}), { giverIds: [7] })).toBe(true);
    expect(canGiveAward(subject({}), { giverIds: [8] })).toBe(false);
  });

  it('counts what a budget still holds, never below zero', () => {
    expect(awardBudgetLeft(null, 500)).toBeNull();
    expect(awardBudgetLeft(100, 40)).toBe(60);
    expect(awardBudgetLeft(100, 140)).toBe(0);
  });
});
