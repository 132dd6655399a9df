import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import '../program-form/program-form-copy';
import celebrationsAdmin from '../locales/en/celebrations-admin.json';

// The celebrations pages' English comes with their lazy code, not with any other page's first paint.
i18n.addResourceBundle('en', 'celebrations', celebrationsAdmin, true, false);
// The form words the errors it finds before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
