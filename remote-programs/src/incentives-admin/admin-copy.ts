import { addApiErrorsEnglish } from '@laurel/shared/contract';
import '../program-form/program-form-copy';
import { i18n } from '../i18n';
import incentivesAdmin from '../locales/en/incentives-admin.json';

// The admin pages' English comes with their lazy code, not with /incentives' first paint.
i18n.addResourceBundle('en', 'admin_rewards', incentivesAdmin, true, false);
// The form words the errors it finds before sending (programs §5) in the catalogue's English.
addApiErrorsEnglish(i18n);
