import type { IncentiveDetail, IncentiveForm } from '@laurel/shared/contract';

/** What the form holds: the contract's fields, each given a value so every input is controlled. */
export type IncentiveFormValues = Required<Omit<IncentiveForm, 'linkText' | 'linkUrl' | 'removeIcon'>>;

export const NEW_INCENTIVE: IncentiveFormValues = {
  name: '',
  description: '',
  requireProof: false,
  conditions: [],
  conditionsOperator: 'and',
  claimLimitMode: 'unlimited',
  amount: Number.NaN,
  userClaimLimit: null,
  periodType: null,
  claimLimitQuantity: null,
  quantity: null,
  message: '',
  visibility: 'publicly_visible',
  requireApproval: false,
  approvalLevels: [[]],
  state: 'active',
};

/** The edit form's starting values: the stored incentive in the form's fields. */
export const valuesOfIncentive = (incentive: IncentiveDetail): IncentiveFormValues => ({
  name: incentive.name,
  description: incentive.description,
  requireProof: incentive.requireProof,
  conditions: incentive.conditions,
  conditionsOperator: incentive.conditionsOperator,
  claimLimitMode: incentive.claimLimitMode,
  amount: incentive.amount,
  userClaimLimit: incentive.claimLimitMode === 'perEmployee' ? incentive.claimLimit : null,
  periodType: incentive.periodType,
  claimLimitQuantity: incentive.claimLimitMode === 'perPeriod' ? incentive.claimLimit : null,
  quantity: incentive.quantity,
  message: incentive.message,
  visibility: incentive.visibility,
  requireApproval: incentive.requireApproval,
  approvalLevels:
    incentive.approvalLevels.length > 0 ? incentive.approvalLevels.map((step) => step.map((user) => user.id)) : [[]],
  state: incentive.state,
});

/** What is sent: the approval steps only when approval is required, the limit fields of the chosen mode. */
export const formOfValues = (values: IncentiveFormValues): IncentiveForm => ({
  ...values,
  userClaimLimit: values.claimLimitMode === 'perEmployee' ? values.userClaimLimit : null,
  periodType: values.claimLimitMode === 'perPeriod' ? values.periodType : null,
  claimLimitQuantity: values.claimLimitMode === 'perPeriod' ? values.claimLimitQuantity : null,
  approvalLevels: values.requireApproval ? values.approvalLevels : [],
});

/** A number field's value: empty is null (no limit, no stock), anything else a number for the schema to judge. */
export const optionalNumberOf = (text: unknown): number | null =>
  text === '' || text === null || text === undefined ? null : Number(text);
