import type { AudienceCondition, AudienceGroupOption, ConditionsOperator } from '@laurel/shared/contract';

export interface AudiencePart {
  attr: AudienceCondition['attr'];
  /** The option's name where the groups are known, else the stored value (an e-mail, or a group not loaded). */
  name: string;
}

/** Each condition with the name of its value, for a one-line summary of who an award is for. */
export const audienceParts = (
  conditions: readonly AudienceCondition[],
  options: readonly AudienceGroupOption[],
): AudiencePart[] =>
  conditions.map(({ attr, value }) => ({
    attr,
    name: options.find((option) => option.type === attr && option.key === value)?.name ?? value,
  }));

/** The word that joins the parts: every condition must hold, or any of them. */
export const joinerOf = (operator: ConditionsOperator) => (operator === 'or' ? 'or' : 'and');
