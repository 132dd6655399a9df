import type { ApiErrorId } from '../contract/api-errors';
import { hasPermission } from '../permissions/permission-table';
import type { PermissionSubject } from '../permissions/permission-subject';
import {
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_MESSAGE_MAX_LENGTH,
  AWARD_NAME_MAX_LENGTH,
  AWARD_RECIPIENT_PLACEHOLDERS,
  AWARD_TITLE_MAX_LENGTH,
} from './award-contract';
import type { AwardForm } from './award-schemas';
import { approvalStepsAreValid } from './incentive-rules';

export type AwardFormError = Extract<
  ApiErrorId,
  | 'award_name_required'
  | 'award_name_too_long'
  | 'award_title_too_long'
  | 'award_description_too_long'
  | 'award_message_required'
  | 'award_message_too_long'
  | 'award_amount_invalid'
  | 'award_budget_invalid'
  | 'award_condition_invalid'
  | 'award_approval_steps_invalid'
>;

const isPositiveWhole = (value: number | null | undefined) => Number.isInteger(value) && (value ?? 0) > 0;

/** What the form checks that the schema cannot; the description counted as its plain text. */
export function validateAwardForm(form: AwardForm, descriptionText: string): AwardFormError[] {
  const errors: AwardFormError[] = [];
  const name = form.name.trim();
  if (name.length === 0) errors.push('award_name_required');
  if (name.length > AWARD_NAME_MAX_LENGTH) errors.push('award_name_too_long');
  if (form.title.trim().length > AWARD_TITLE_MAX_LENGTH) errors.push('award_title_too_long');
  if (descriptionText.length > AWARD_DESCRIPTION_MAX_LENGTH) errors.push('award_description_too_long');
  // A templated award posts its message as it is, so it needs one.
  if (!form.messageEditable && form.message.trim().length === 0) errors.push('award_message_required');
  if (form.message.length > AWARD_MESSAGE_MAX_LENGTH) errors.push('award_message_too_long');
  if (!isPositiveWhole(form.amount)) errors.push('award_amount_invalid');
  const budgeted = form.budgetPerPeriod !== null && form.budgetPerPeriod !== undefined;
  if (budgeted !== Boolean(form.periodType) || (budgeted && !isPositiveWhole(form.budgetPerPeriod))) {
    errors.push('award_budget_invalid');
  }
  const seen = new Set<string>();
  for (const { attr, value } of form.conditions) {
    const key = `${attr}\u0000${value}`;
    if (value.trim() === '' || seen.has(key)) errors.push('award_condition_invalid');
    seen.add(key);
  }
  if (form.approvalLevels.length > 0 && !approvalStepsAreValid(form.approvalLevels)) {
    errors.push('award_approval_steps_invalid');
  }
  return [...new Set(errors)];
}

/** Who may give a manual award: the awards admins, and the people the award names as its givers. */
export const canGiveAward = (subject: PermissionSubject, award: { giverIds: readonly number[] }) =>
  hasPermission(subject, 'can-access-awards') &&
  (hasPermission(subject, 'can-manage-awards') || award.giverIds.includes(subject.user.id));

const PLACEHOLDER_SOURCE = AWARD_RECIPIENT_PLACEHOLDERS.map((text) => `${text}\\b`).join('|');

/**
 * Recognition §3: each placeholder becomes the recipients' `@username`s; a message without one
 * starts with them, so the post always names who received it.
 */
export function fillAwardMessage(message: string, usernames: readonly string[]): string {
  const tags = usernames.map((username) => `@${username}`).join(' ');
  if (!new RegExp(PLACEHOLDER_SOURCE).test(message)) return `${tags} ${message}`.trim();
  return message.replace(new RegExp(PLACEHOLDER_SOURCE, 'g'), tags);
}

/** What a budget per period still holds after `used`; null without a budget. */
export const awardBudgetLeft = (budgetPerPeriod: number | null, used: number) =>
  budgetPerPeriod === null ? null : Math.max(0, budgetPerPeriod - used);
