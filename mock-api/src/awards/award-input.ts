import {
  AWARD_APPROVAL_STEPS_MAX,
  AWARD_DESCRIPTION_MAX_LENGTH,
  AWARD_MESSAGE_MAX_LENGTH,
  AWARD_NAME_MAX_LENGTH,
  AWARD_TITLE_MAX_LENGTH,
  awardFormSchema,
  validateAwardForm,
  type ApiErrorId,
  type AwardForm,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AwardRow } from '../db/types';
import { sanitizeRichText, textOfRichText } from '../rich-text/sanitize-rich-text';

const MAX_BY_ERROR: Partial<Record<ApiErrorId, number>> = {
  award_name_too_long: AWARD_NAME_MAX_LENGTH,
  award_title_too_long: AWARD_TITLE_MAX_LENGTH,
  award_description_too_long: AWARD_DESCRIPTION_MAX_LENGTH,
  award_message_too_long: AWARD_MESSAGE_MAX_LENGTH,
};

export const awardErrorParamsOf = (id: ApiErrorId) => ({
  max: MAX_BY_ERROR[id] ?? AWARD_NAME_MAX_LENGTH,
  maxSteps: AWARD_APPROVAL_STEPS_MAX,
});

/** The award as stored, in the form's camel case, for a PATCH to merge into. */
export const formOfAwardRow = (row: AwardRow): AwardForm => ({
  name: row.name,
  title: row.title,
  description: row.description,
  amount: row.amount,
  amountEditable: row.amount_editable,
  message: row.message,
  messageEditable: row.message_editable,
  visibility: row.visibility,
  visibilityEditable: row.visibility_editable,
  budgetPerPeriod: row.budget_per_period,
  periodType: row.period_type,
  conditions: row.conditions,
  conditionsOperator: row.conditions_operator,
  giverIds: row.giver_ids,
  approvalLevels: row.approval_levels,
  state: row.state,
});

export type AwardFields = Omit<AwardRow, 'id' | 'company_id' | 'giver_id' | 'icon_url' | 'created_at' | 'deleted_at'>;
export type CheckedAward = { fields: AwardFields } | { refused: ApiErrorId; errors?: ApiErrorId[] };

/**
 * The whole form checked with the schema and rules the admin form uses; the description sanitised to
 * the allow-list first; givers and approvers must be active people of the company.
 */
export function checkedAward(store: Store, companyId: number, body: unknown): CheckedAward {
  const parsed = awardFormSchema.safeParse(body);
  if (!parsed.success) return { refused: 'bad_request' };
  const form = parsed.data;
  const description = sanitizeRichText(form.description).trim();
  const errors: ApiErrorId[] = validateAwardForm(form, textOfRichText(description));
  const users = store.rowsById('users');
  const stranger = (id: number) => {
    const user = users.get(id);
    return !user || user.company_id !== companyId || user.status !== 'active';
  };
  if (form.giverIds.some(stranger)) errors.push('award_givers_invalid');
  if (form.approvalLevels.flat().some(stranger) && !errors.includes('award_approval_steps_invalid')) {
    errors.push('award_approval_steps_invalid');
  }
  if (errors.length > 0) return { refused: errors[0]!, errors };
  return {
    fields: {
      name: form.name.trim(),
      title: form.title.trim(),
      description,
      amount: form.amount,
      amount_editable: form.amountEditable,
      message: form.message.trim(),
      message_editable: form.messageEditable,
      visibility: form.visibility,
      visibility_editable: form.visibilityEditable,
      budget_per_period: form.periodType ? (form.budgetPerPeriod ?? null) : null,
      period_type: form.periodType ?? null,
      conditions: form.conditions.map(({ attr, value }) => ({ attr, value: value.trim() })),
      conditions_operator: form.conditionsOperator,
      giver_ids: [...new Set(form.giverIds)],
      approval_levels: form.approvalLevels.map((step) => [...step]),
      state: form.state,
    },
  };
}
