import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import awardsAdmin from '../locales/en/awards-admin.json';
import '../program-form/program-form-copy';

// The awards admin's English comes with its lazy pages, never with another page's first paint.
i18n.addResourceBundle('en', 'awards', awardsAdmin, true, false);
// The form words the errors it finds before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
