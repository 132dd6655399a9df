import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import subscriptions from '../locales/en/subscriptions.json';

// The page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', subscriptions, true, false);
// The form words the errors it finds before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
