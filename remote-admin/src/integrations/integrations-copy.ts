import { addApiErrorsEnglish } from '@laurel/shared/contract';
import { i18n } from '../i18n';
import integrations from '../locales/en/integrations.json';

// The integrations page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'admin_dashboard', integrations, true, false);
// Its forms word the errors they find before sending in the catalogue's English.
addApiErrorsEnglish(i18n);
