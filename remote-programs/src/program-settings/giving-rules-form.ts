import type { FieldErrors, Resolver } from 'react-hook-form';
import { givingRulesSchema, type ApiErrorId, type GivingRules } from '@laurel/shared/contract';

/** The giving rules as the form edits them: a limit is a box and a number, kept while the box is clear. */
export interface GivingRulesValues {
  maxPointsLimited: boolean;
  maxPoints: number;
  minRecipients: number;
  maxRecipientsLimited: boolean;
  maxRecipients: number;
}

const DEFAULT_MAX_POINTS = 100;
const DEFAULT_MAX_RECIPIENTS = 10;

export const givingRulesValuesOf = (rules: GivingRules): GivingRulesValues => ({
  maxPointsLimited: rules.maxPointsPerRecognition !== null,
  maxPoints: rules.maxPointsPerRecognition ?? DEFAULT_MAX_POINTS,
  minRecipients: rules.minRecipients,
  maxRecipientsLimited: rules.maxRecipients !== null,
  maxRecipients: rules.maxRecipients ?? Math.max(DEFAULT_MAX_RECIPIENTS, rules.minRecipients),
});

export const givingRulesOf = (values: GivingRulesValues): GivingRules => ({
  maxPointsPerRecognition: values.maxPointsLimited ? values.maxPoints : null,
  minRecipients: values.minRecipients,
  maxRecipients: values.maxRecipientsLimited ? values.maxRecipients : null,
});

/** Where each of the schema's paths, and each refusal, shows in the form. */
const FIELD_OF_PATH: Record<string, keyof GivingRulesValues> = {
  maxPointsPerRecognition: 'maxPoints',
  minRecipients: 'minRecipients',
  maxRecipients: 'maxRecipients',
};
export const GIVING_RULES_FIELD_OF_ERROR: Partial<Record<ApiErrorId, keyof GivingRulesValues>> = {
  max_points_invalid: 'maxPoints',
  recipients_range_invalid: 'maxRecipients',
  recipients_limit_invalid: 'minRecipients',
};

/** The contract's schema over the rules the form would send; each error at the field it came from. */
export const givingRulesResolver: Resolver<GivingRulesValues> = async (values) => {
  const parsed = givingRulesSchema.safeParse(givingRulesOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<GivingRulesValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])];
    if (field) errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
