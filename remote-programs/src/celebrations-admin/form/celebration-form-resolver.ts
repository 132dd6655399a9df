import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  celebrationCreateSchema,
  celebrationDefaults,
  validateCelebration,
  type ApiErrorId,
  type CelebrationType,
} from '@laurel/shared/contract';
import { celebrationOfValues, type CelebrationFormValues } from './celebration-form-values';

export type CelebrationFieldName = keyof CelebrationFormValues;

/** Where each of the form's errors (the server's too) is shown. */
const FIELD_OF_ERROR: Partial<Record<ApiErrorId, CelebrationFieldName>> = {
  celebration_name_required: 'name',
  celebration_name_too_long: 'name',
  celebration_headline_too_long: 'headline',
  celebration_reason_too_long: 'reason',
  celebration_amount_invalid: 'amount',
  celebration_year_mappings_invalid: 'yearAmountMappings',
  celebration_condition_invalid: 'recipientDepartments',
  celebration_date_invalid: 'celebrationDate',
};

/** A field the schema refused, said with that field's message. */
const ERROR_OF_FIELD: Partial<Record<string, ApiErrorId>> = {
  name: 'celebration_name_required',
  amount: 'celebration_amount_invalid',
  yearAmountMappings: 'celebration_year_mappings_invalid',
  receivingRulesGroup: 'celebration_condition_invalid',
  celebrationDate: 'celebration_date_invalid',
};

type IdAtField = readonly [CelebrationFieldName, ApiErrorId];

/** The rule errors at their fields; an id that belongs to no field is left out (the form says it above). */
export const atCelebrationFields = (ids: readonly ApiErrorId[]): IdAtField[] =>
  ids.flatMap((id) => {
    const field = FIELD_OF_ERROR[id];
    return field ? [[field, id] as const] : [];
  });

function fieldErrorsOf(pairs: readonly IdAtField[]): FieldErrors<CelebrationFormValues> {
  const errors: FieldErrors<CelebrationFormValues> = {};
  for (const [field, id] of pairs) errors[field] ??= { type: 'validate', message: id };
  return errors;
}

const schemaResolver = zodResolver(celebrationCreateSchema);

/**
 * The contract's schema (the server parses with it too), then `validateCelebration` over the type's
 * defaults, as the server merges; every error is a catalogue id at its field.
 */
export const celebrationFormResolver =
  (type: CelebrationType): Resolver<CelebrationFormValues> =>
  async (values, context, options) => {
    const sent = { type, ...celebrationOfValues(values, type) };
    const parsed = await schemaResolver(sent, context, { ...options, names: undefined, fields: {} });
    const shapeErrors = Object.keys(parsed.errors).flatMap((field): IdAtField[] => {
      const id = ERROR_OF_FIELD[field];
      const at = id && FIELD_OF_ERROR[id];
      return id && at ? [[at, id]] : [];
    });
    const rules = validateCelebration({
      ...celebrationDefaults(type),
      ...sent,
      receivingRulesGroup: sent.receivingRulesGroup ? { id: 0, ...sent.receivingRulesGroup } : null,
    });
    const errors = [...shapeErrors, ...atCelebrationFields(rules)];
    return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: fieldErrorsOf(errors) };
  };
