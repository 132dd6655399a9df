import { i18n } from '../i18n';
import programForm from '../locales/en/program-form.json';

// The audience and approval editors' English, loaded with the admin forms that use them.
i18n.addResourceBundle('en', 'admin_rewards', programForm, true, false);
