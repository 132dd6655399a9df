import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  nominationPeriodFormSchema,
  validateNominationPeriodForm,
  type ApiErrorId,
  type NominationPeriodForm,
  type NominationRulesGroup,
} from '@laurel/shared/contract';
import { formOfValues, type PeriodFormValues, type StoredDates } from './period-form-values';

export type PeriodFieldName = keyof PeriodFormValues;
type IdAtField = readonly [PeriodFieldName, ApiErrorId];

/** Where each of the form's errors (the server's too) is shown. */
const FIELD_OF_ERROR: Partial<Record<ApiErrorId, PeriodFieldName>> = {
  nomination_period_name_required: 'name',
  nomination_period_name_too_long: 'name',
  nomination_period_description_too_long: 'description',
  start_date_required: 'startDay',
  nomination_period_dates_invalid: 'endDay',
  nomination_limit_invalid: 'nominationLimit',
  nomination_condition_invalid: 'nomineeRulesGroup',
};

/** A field the schema refused, said with the message of that field. */
const ERROR_OF_SCHEMA_FIELD: Partial<Record<keyof NominationPeriodForm, IdAtField>> = {
  name: ['name', 'nomination_period_name_required'],
  startDate: ['startDay', 'start_date_required'],
  endDate: ['endDay', 'nomination_period_dates_invalid'],
  nominationLimit: ['nominationLimit', 'nomination_limit_invalid'],
  nomineeRulesGroup: ['nomineeRulesGroup', 'nomination_condition_invalid'],
  nominatorRulesGroup: ['nominatorRulesGroup', 'nomination_condition_invalid'],
};

/** Each field's first error as the catalogue id it shows (`message` holds the id, translated where shown). */
export function fieldErrorsOf(pairs: readonly IdAtField[]): FieldErrors<PeriodFormValues> {
  const errors: FieldErrors<PeriodFormValues> = {};
  for (const [field, id] of pairs) errors[field] ??= { type: 'validate', message: id };
  return errors;
}

/** The server's (or the rules') error ids at their fields; an id of no field is left out. */
export const atFields = (ids: readonly ApiErrorId[]): IdAtField[] =>
  ids.flatMap((id) => {
    const field = FIELD_OF_ERROR[id];
    return field ? [[field, id] as const] : [];
  });

const descriptionTextOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

const EVERYONE: NominationRulesGroup = { groupType: 'AND', conditions: [] };

/** The rules, with a bad condition placed at the group that holds it (the contract's rule names neither). */
function ruleErrorsOf(form: NominationPeriodForm): IdAtField[] {
  const text = descriptionTextOf(form.description);
  const badIn = (group: Partial<NominationPeriodForm>) =>
    validateNominationPeriodForm({ ...form, ...group }, text).includes('nomination_condition_invalid');
  const rest = atFields(validateNominationPeriodForm(form, text).filter((id) => id !== 'nomination_condition_invalid'));
  return [
    ...rest,
    ...(badIn({ nominatorRulesGroup: EVERYONE })
      ? [['nomineeRulesGroup', 'nomination_condition_invalid'] as const]
      : []),
    ...(badIn({ nomineeRulesGroup: EVERYONE })
      ? [['nominatorRulesGroup', 'nomination_condition_invalid'] as const]
      : []),
  ];
}

const schemaResolver = zodResolver(nominationPeriodFormSchema);

/**
 * The contract's schema (the server parses with it too), then the rules of `validateNominationPeriodForm`;
 * every error is a catalogue id at its field. `stored` keeps an edited period's instants when their day stays.
 */
export const periodFormResolver =
  (stored?: StoredDates): Resolver<PeriodFormValues> =>
  async (values, context, options) => {
    const form = formOfValues(values, stored);
    const parsed = await schemaResolver(form, context, { ...options, names: undefined, fields: {} });
    const shapeErrors = (Object.keys(parsed.errors) as (keyof NominationPeriodForm)[]).map(
      (field): IdAtField => ERROR_OF_SCHEMA_FIELD[field] ?? ['name', 'bad_request'],
    );
    // Rules too when the shape is off (a missing day compares as NaN), so every problem shows at once.
    const errors = [...shapeErrors, ...ruleErrorsOf(form)];
    return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: fieldErrorsOf(errors) };
  };
