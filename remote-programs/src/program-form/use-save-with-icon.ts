import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { HttpError } from '@laurel/shared';
import { apiErrorIdOf, type ApiErrorId } from '@laurel/shared/contract';

const ICON_ERRORS: readonly ApiErrorId[] = ['image_upload_too_big', 'unsupported_file_type'];

/**
 * The save of a program form with an icon (incentives, awards): the server's refusals go to their fields
 * (the first one focused), an icon's to the icon, and anything else to the form's failure summary.
 */
export function useSaveWithIcon<Values extends FieldValues>(
  methods: UseFormReturn<Values>,
  save: (values: Values, icon: File | null) => Promise<unknown>,
  atFields: (ids: readonly ApiErrorId[]) => (readonly [FieldPath<Values>, ApiErrorId])[],
) {
  const [icon, setIcon] = useState<File | null>(null);
  const [iconError, setIconError] = useState<ApiErrorId | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = methods.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values, icon);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: ApiErrorId[] } | undefined) : undefined;
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      const placed = atFields(body?.errors ?? (id ? [id] : []));
      placed.forEach(([field, message], index) =>
        methods.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (id && ICON_ERRORS.includes(id)) setIconError(id);
      else if (placed.length === 0) setFailure(error);
    }
  });

  const chooseIcon = (file: File | null, error: ApiErrorId | null) => {
    setIcon(file);
    setIconError(error);
  };

  return { icon, iconError, chooseIcon, failure, submit };
}
