import type { TFunction } from 'i18next';
import { apiErrorText, type ApiErrorId } from '@laurel/shared/contract';

/** A recap refusal in the page's words (`<section>.errors.<id>`), else the catalogue's English. */
export const recapProblemText = (t: TFunction, section: 'recapAdmin' | 'performanceRecap', id: ApiErrorId) =>
  t(`${section}.errors.${id}`, { defaultValue: apiErrorText(id) });
