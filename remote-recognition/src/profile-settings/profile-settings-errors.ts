import { HttpError } from '@laurel/shared';
import {
  PROFILE_SETTINGS_FIELD_OF_ERROR,
  profileSettingsSchema,
  type ApiErrorId,
  type ProfileSettings,
} from '@laurel/shared/contract';

export type ProfileField = keyof ProfileSettings;
/** Each field's refusal, as a catalogue id. */
export type FieldErrors = Partial<Record<ProfileField, ApiErrorId>>;

/** The contract's schema, as the server parses: the first refusal of each field. */
export function validateProfileSettings(values: ProfileSettings): FieldErrors {
  const parsed = profileSettingsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message as ApiErrorId;
  }
  return errors;
}

/** Where each id the server refused with belongs; none when it names no field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError)) return {};
  const body = error.body as { error?: ApiErrorId; errors?: ApiErrorId[] } | undefined;
  const ids = body?.errors ?? (body?.error ? [body.error] : []);
  const errors: FieldErrors = {};
  for (const id of ids) {
    const field = PROFILE_SETTINGS_FIELD_OF_ERROR[id];
    if (field) errors[field] ??= id;
  }
  return errors;
}

/** The order fields appear in, for focusing the first one refused. */
export const FIELD_ORDER: readonly ProfileField[] = ['display_name', 'locale', 'time_zone', 'theme_preference'];
