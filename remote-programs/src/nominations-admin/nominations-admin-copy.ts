import { apiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import nominationsAdmin from '../locales/en/nominations-admin.json';

// The nomination admin pages' English comes with their lazy code, not with any page's first paint.
i18n.addResourceBundle('en', 'nominationsAdmin', nominationsAdmin, true, false);
// The form words the errors it finds before sending in the catalogue's English.
i18n.addResourceBundle('en', 'errors', apiErrorsEnglish, true, false);
