import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import billing from '../locales/en/billing.json';

// Billing's English comes with its lazy pages, not with the admin remote's first load.
i18n.addResourceBundle('en', 'admin_dashboard', billing, true, false);
// The seats form words the errors it finds before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
