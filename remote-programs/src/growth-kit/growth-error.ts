import type { TFunction } from 'i18next';
import { apiErrorIdOf, apiErrorMessage, HttpError } from '@laurel/shared';

/** A refusal in the page's words (`<section>.errors.<id>`), else the catalogue's. */
export function growthErrorText(t: TFunction, section: 'oneOnOnes' | 'goals' | 'growthAdmin', error: unknown) {
  const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
  const key = `${section}.errors.${id}`;
  return id && t(key, { defaultValue: '' }) ? t(key) : apiErrorMessage(t, error);
}

export const isNotFound = (error: unknown) => error instanceof HttpError && error.isNotFound();
