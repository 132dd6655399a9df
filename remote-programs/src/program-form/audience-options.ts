import type { AudienceAttribute, AudienceCondition, AudienceGroupOption } from '@laurel/shared/contract';

/** E-mails are typed and looked up, not picked from a list of groups. */
export const LOOKED_UP_ATTRIBUTES: readonly AudienceAttribute[] = ['email'];

/** The values an attribute may still take in one condition: not those other conditions already use (§5). */
export function valuesLeftFor(
  attr: AudienceAttribute,
  options: readonly AudienceGroupOption[],
  conditions: readonly AudienceCondition[],
  ownIndex: number,
): AudienceGroupOption[] {
  const used = new Set(
    conditions.filter((condition, index) => index !== ownIndex && condition.attr === attr).map((c) => c.value),
  );
  return options.filter((option) => option.type === attr && !used.has(option.key));
}

/** True when every option of every listed attribute is used, so the add button hides (programs §5). */
export const allOptionsUsed = (options: readonly AudienceGroupOption[], conditions: readonly AudienceCondition[]) =>
  options.every((option) =>
    conditions.some((condition) => condition.attr === option.type && condition.value === option.key),
  );

/** The attribute a new condition starts with: the first with a value left. */
export function firstAttributeWithValuesLeft(
  attributes: readonly AudienceAttribute[],
  options: readonly AudienceGroupOption[],
  conditions: readonly AudienceCondition[],
): AudienceAttribute {
  return attributes.find((attr) => valuesLeftFor(attr, options, conditions, -1).length > 0) ?? LOOKED_UP_ATTRIBUTES[0]!;
}
