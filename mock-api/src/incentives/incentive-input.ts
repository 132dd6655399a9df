import {
  INCENTIVE_APPROVAL_STEPS_MAX,
  INCENTIVE_DESCRIPTION_MAX_LENGTH,
  INCENTIVE_MESSAGE_MAX_LENGTH,
  INCENTIVE_NAME_MAX_LENGTH,
  incentiveFormSchema,
  validateIncentiveForm,
  type ApiErrorId,
  type IncentiveForm,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveRow } from '../db/types';
import { sanitizeRichText, textOfRichText } from '../rich-text/sanitize-rich-text';

export const INCENTIVE_ERROR_PARAMS = {
  max: INCENTIVE_NAME_MAX_LENGTH,
  maxSteps: INCENTIVE_APPROVAL_STEPS_MAX,
} as const;

const MAX_BY_ERROR: Partial<Record<ApiErrorId, number>> = {
  incentive_description_too_long: INCENTIVE_DESCRIPTION_MAX_LENGTH,
  incentive_message_too_long: INCENTIVE_MESSAGE_MAX_LENGTH,
};

export const errorParamsOf = (id: ApiErrorId) => ({
  ...INCENTIVE_ERROR_PARAMS,
  max: MAX_BY_ERROR[id] ?? INCENTIVE_NAME_MAX_LENGTH,
});

/** The form as stored: the row's fields in the form's camel case, for a PATCH to merge into. */
export const formOfRow = (row: IncentiveRow): IncentiveForm => ({
  name: row.name,
  description: row.description,
  requireProof: row.require_proof,
  conditions: row.conditions,
  conditionsOperator: row.conditions_operator,
  claimLimitMode: row.claim_limit_mode,
  amount: row.amount,
  userClaimLimit: row.user_claim_limit,
  periodType: row.period_type,
  claimLimitQuantity: row.claim_limit_quantity,
  quantity: row.quantity,
  message: row.message,
  visibility: row.visibility,
  requireApproval: row.require_approval,
  approvalLevels: row.approval_levels,
  state: row.state,
  linkText: row.link_text,
  linkUrl: row.link_url,
});

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export type CheckedIncentive =
  | { fields: Omit<IncentiveRow, 'id' | 'company_id' | 'giver_id' | 'icon_url' | 'created_at' | 'deleted_at'> }
  | { refused: ApiErrorId; errors?: ApiErrorId[] };

/**
 * The whole form checked against programs §5 with the schema the admin form uses; the description
 * sanitised to the allow-list first; approvers must be active people of the company.
 */
export function checkedIncentive(store: Store, companyId: number, body: unknown): CheckedIncentive {
  const parsed = incentiveFormSchema.safeParse(body);
  if (!parsed.success) return { refused: 'bad_request' };
  const form = parsed.data;
  const description = sanitizeRichText(form.description).trim();
  const errors: ApiErrorId[] = validateIncentiveForm(form, textOfRichText(description));
  const users = store.rowsById('users');
  const approvers = form.requireApproval ? form.approvalLevels : [];
  const strangers = approvers.flat().some((id) => {
    const user = users.get(id);
    return !user || user.company_id !== companyId || user.status !== 'active';
  });
  if (strangers && !errors.includes('incentive_approval_steps_invalid'))
    errors.push('incentive_approval_steps_invalid');
  if (errors.length > 0) return { refused: errors[0]!, errors };
  const linkUrl = form.linkUrl && isWebLink(form.linkUrl) ? form.linkUrl : null;
  return {
    fields: {
      name: form.name.trim(),
      description,
      amount: form.amount,
      message: form.message.trim(),
      visibility: form.visibility,
      require_proof: form.requireProof,
      conditions: form.conditions.map(({ attr, value }) => ({ attr, value: value.trim() })),
      conditions_operator: form.conditionsOperator,
      claim_limit_mode: form.claimLimitMode,
      user_claim_limit: form.claimLimitMode === 'perEmployee' ? (form.userClaimLimit ?? null) : null,
      period_type: form.claimLimitMode === 'perPeriod' ? (form.periodType ?? null) : null,
      claim_limit_quantity: form.claimLimitMode === 'perPeriod' ? (form.claimLimitQuantity ?? null) : null,
      quantity: form.quantity ?? null,
      require_approval: form.requireApproval,
      approval_levels: approvers.map((step) => [...step]),
      state: form.state,
      link_text: linkUrl ? (form.linkText?.trim() ?? null) : null,
      link_url: linkUrl,
    },
  };
}
