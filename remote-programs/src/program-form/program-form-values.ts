import type { AudienceCondition, ConditionsOperator } from '@laurel/shared/contract';

/** The fields of a program form that say who it is for, as audience conditions (programs §5). */
export interface AudienceFormValues {
  conditions: AudienceCondition[];
  conditionsOperator: ConditionsOperator;
}

/** The fields of a program form that say who approves, step by step (programs §4): approvers' ids per step. */
export interface ApprovalFormValues {
  requireApproval: boolean;
  approvalLevels: number[][];
}
