import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import forms from '../locales/en/announcements.json';

// The forms' and admin page's English (about 1 KiB) comes with their code, not with the bell on every page.
i18n.addResourceBundle('en', 'announcements', forms, true, false);
// The forms word the errors they find before sending (image type, size, dates) in the catalogue's English.
addApiErrorsEnglish(i18n);
