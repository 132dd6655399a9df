import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { incentiveFormSchema, validateIncentiveForm, type ApiErrorId } from '@laurel/shared/contract';
import { formOfValues, type IncentiveFormValues } from './incentive-form-values';

export type IncentiveFieldName = keyof IncentiveFormValues;

/** Where each of the form's errors (programs §5, the server's too) is shown. */
export const FIELD_OF_ERROR: Partial<Record<ApiErrorId, IncentiveFieldName>> = {
  incentive_name_required: 'name',
  incentive_name_too_long: 'name',
  incentive_description_too_long: 'description',
  incentive_message_too_long: 'message',
  incentive_amount_invalid: 'amount',
  incentive_condition_invalid: 'conditions',
  incentive_claim_limit_invalid: 'claimLimitMode',
  incentive_approval_steps_invalid: 'approvalLevels',
};

/** A field the schema refused, said with the spec's message of that field. */
const ERROR_OF_FIELD: Partial<Record<IncentiveFieldName, ApiErrorId>> = {
  name: 'incentive_name_required',
  amount: 'incentive_amount_invalid',
  userClaimLimit: 'incentive_claim_limit_invalid',
  claimLimitQuantity: 'incentive_claim_limit_invalid',
  periodType: 'incentive_claim_limit_invalid',
  conditions: 'incentive_condition_invalid',
  approvalLevels: 'incentive_approval_steps_invalid',
};

type IdAtField = readonly [IncentiveFieldName, ApiErrorId];

/** Each field's first error as the catalogue id it shows (`message` holds the id, translated where shown). */
export function fieldErrorsOf(pairs: readonly IdAtField[]): FieldErrors<IncentiveFormValues> {
  const errors: FieldErrors<IncentiveFormValues> = {};
  for (const [field, id] of pairs) errors[field] ??= { type: 'validate', message: id };
  return errors;
}

/** The rule errors at their fields; an id that belongs to no field of the form is left out. */
export const atFields = (ids: readonly ApiErrorId[]): IdAtField[] =>
  ids.flatMap((id) => {
    const field = FIELD_OF_ERROR[id];
    return field ? [[field, id] as const] : [];
  });

const descriptionTextOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const schemaResolver = zodResolver(incentiveFormSchema);

/**
 * The contract's schema (the server parses with it too), then the §5 rules it leaves to
 * `validateIncentiveForm`; every error is a catalogue id at its field.
 */
export const incentiveFormResolver: Resolver<IncentiveFormValues> = async (values, context, options) => {
  const form = formOfValues(values);
  const parsed = await schemaResolver(form, context, { ...options, names: undefined, fields: {} });
  const shapeErrors = (Object.keys(parsed.errors) as IncentiveFieldName[]).map((field): IdAtField => [
    field,
    ERROR_OF_FIELD[field] ?? 'bad_request',
  ]);
  // Rules too when the shape is off, so every field's problem shows at once.
  const errors = [...shapeErrors, ...atFields(validateIncentiveForm(form, descriptionTextOf(form.description)))];
  return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: fieldErrorsOf(errors) };
};
