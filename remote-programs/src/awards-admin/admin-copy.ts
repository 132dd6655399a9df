import { apiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import awardsAdmin from '../locales/en/awards-admin.json';
import '../program-form/program-form-copy';

// The awards admin's English comes with its lazy pages, never with another page's first paint.
i18n.addResourceBundle('en', 'awardsAdmin', awardsAdmin, true, false);
// The form words the errors it finds before sending in the catalogue's English.
i18n.addResourceBundle('en', 'errors', apiErrorsEnglish, true, false);
