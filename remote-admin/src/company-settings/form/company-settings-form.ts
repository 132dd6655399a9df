import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import {
  COMPANY_SETTINGS_FIELD_OF_ERROR,
  companySettingsSchema,
  valuesRequiredError,
  type ApiErrorId,
  type CompanySettings,
  type CompanySettingsUpdate,
} from '@laurel/shared/contract';

export type CompanySettingsValues = CompanySettingsUpdate;

/** The form starts from what is stored; the logo is uploaded on its own. */
export const formValuesOf = ({ logoUrl: _logo, ...settings }: CompanySettings): CompanySettingsValues => settings;

const schemaResolver = zodResolver(companySettingsSchema) as Resolver<CompanySettingsValues>;

/** The contract's schema, as the server parses, then the rule across fields; every message is a catalogue id. */
export const companySettingsResolver: Resolver<CompanySettingsValues> = async (values, context, options) => {
  const parsed = await schemaResolver(values, context, options);
  const required = valuesRequiredError(values);
  if (!required) return parsed;
  return { values: {}, errors: { ...parsed.errors, values: { type: 'validate', message: required } } };
};

/** Where the form shows each id the server refused with, when it names a field. */
export function serverFieldErrors(ids: readonly ApiErrorId[]): [FieldPath<CompanySettingsValues>, ApiErrorId][] {
  return ids.flatMap((id) => {
    const field = COMPANY_SETTINGS_FIELD_OF_ERROR[id];
    return field ? [[field, id] as [FieldPath<CompanySettingsValues>, ApiErrorId]] : [];
  });
}
