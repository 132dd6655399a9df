import type { AwardDetail, AwardForm } from '@laurel/shared/contract';

/** What the form holds: the contract's fields, each with a value, and whether gives need approval. */
export type AwardFormValues = Required<AwardForm> & { requireApproval: boolean };

export const NEW_AWARD: AwardFormValues = {
  name: '',
  title: '',
  description: '',
  amount: Number.NaN,
  amountEditable: false,
  message: '',
  messageEditable: true,
  visibility: 'publicly_visible',
  visibilityEditable: false,
  budgetPerPeriod: null,
  periodType: null,
  conditions: [],
  conditionsOperator: 'and',
  giverIds: [],
  approvalLevels: [[]],
  requireApproval: false,
  state: 'active',
};

/** The edit form's starting values: the stored award in the form's fields. */
export const valuesOfAward = (award: AwardDetail): AwardFormValues => ({
  name: award.name,
  title: award.title,
  description: award.description,
  amount: award.amount,
  amountEditable: award.amountEditable,
  message: award.message,
  messageEditable: award.messageEditable,
  visibility: award.visibility,
  visibilityEditable: award.visibilityEditable,
  budgetPerPeriod: award.budgetPerPeriod,
  periodType: award.periodType,
  conditions: award.conditions,
  conditionsOperator: award.conditionsOperator,
  giverIds: award.givers.map((user) => user.id),
  approvalLevels:
    award.approvalLevels.length > 0 ? award.approvalLevels.map((step) => step.map((user) => user.id)) : [[]],
  requireApproval: award.approvalLevels.length > 0,
  state: award.state,
});

/** What is sent: the approval steps only when approval is required, a budget only with its period. */
export const formOfAwardValues = ({ requireApproval, ...values }: AwardFormValues): AwardForm => ({
  ...values,
  budgetPerPeriod: values.periodType ? values.budgetPerPeriod : null,
  approvalLevels: requireApproval ? values.approvalLevels : [],
});
