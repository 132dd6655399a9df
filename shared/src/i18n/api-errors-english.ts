import type { i18n } from 'i18next';
import { apiErrorsEnglish } from '../contract/api-errors';

/**
 * The whole catalogue's English as `common`'s `errors`, where `translateApiError` reads, for a lazy page whose
 * forms word errors they found themselves. Every page carries only the platform's statuses (`errors.json`).
 */
export const addApiErrorsEnglish = (instance: i18n): void => {
  instance.addResourceBundle('en', 'common', { errors: apiErrorsEnglish }, true, false);
};
