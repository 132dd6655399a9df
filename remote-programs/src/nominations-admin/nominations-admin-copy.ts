import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import nominationsAdmin from '../locales/en/nominations-admin.json';

// The nomination admin pages' English comes with their lazy code, not with any page's first paint.
i18n.addResourceBundle('en', 'nominations', nominationsAdmin, true, false);
// The form words the errors it finds before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
