import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { awardFormSchema, validateAwardForm, type ApiErrorId } from '@laurel/shared/contract';
import { formOfAwardValues, type AwardFormValues } from './award-form-values';

export type AwardFieldName = keyof AwardFormValues;

/** Where each of the form's errors (the rules' and the server's) is shown. */
export const FIELD_OF_AWARD_ERROR: Partial<Record<ApiErrorId, AwardFieldName>> = {
  award_name_required: 'name',
  award_name_too_long: 'name',
  award_title_too_long: 'title',
  award_description_too_long: 'description',
  award_message_required: 'message',
  award_message_too_long: 'message',
  award_amount_invalid: 'amount',
  award_budget_invalid: 'budgetPerPeriod',
  award_condition_invalid: 'conditions',
  award_approval_steps_invalid: 'approvalLevels',
  award_givers_invalid: 'giverIds',
};

/** A field the schema refused, said with that field's message. */
const ERROR_OF_FIELD: Partial<Record<AwardFieldName, ApiErrorId>> = {
  name: 'award_name_required',
  amount: 'award_amount_invalid',
  budgetPerPeriod: 'award_budget_invalid',
  periodType: 'award_budget_invalid',
  conditions: 'award_condition_invalid',
  approvalLevels: 'award_approval_steps_invalid',
  giverIds: 'award_givers_invalid',
};

type IdAtField = readonly [AwardFieldName, ApiErrorId];

/** Each field's first error as the catalogue id it shows (`message` holds the id, translated where shown). */
function fieldErrorsOf(pairs: readonly IdAtField[]): FieldErrors<AwardFormValues> {
  const errors: FieldErrors<AwardFormValues> = {};
  for (const [field, id] of pairs) errors[field] ??= { type: 'validate', message: id };
  return errors;
}

/** The rule errors at their fields; an id that belongs to no field of the form is left out. */
export const awardErrorsAtFields = (ids: readonly ApiErrorId[]): IdAtField[] =>
  ids.flatMap((id) => {
    const field = FIELD_OF_AWARD_ERROR[id];
    return field ? [[field, id] as const] : [];
  });

const descriptionTextOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const schemaResolver = zodResolver(awardFormSchema);

/** The contract's schema (the server parses with it too), then `validateAwardForm`'s rules, every error at its field. */
export const awardFormResolver: Resolver<AwardFormValues> = async (values, context, options) => {
  const form = formOfAwardValues(values);
  const parsed = await schemaResolver(form, context, { ...options, names: undefined, fields: {} });
  const shapeErrors = (Object.keys(parsed.errors) as AwardFieldName[]).map((field): IdAtField => [
    field,
    ERROR_OF_FIELD[field] ?? 'bad_request',
  ]);
  // Rules too when the shape is off, so every field's problem shows at once.
  const errors = [...shapeErrors, ...awardErrorsAtFields(validateAwardForm(form, descriptionTextOf(form.description)))];
  return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: fieldErrorsOf(errors) };
};
