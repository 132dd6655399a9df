import { i18n } from '../i18n';
import users from '../locales/en/admin_users.json';

// The user pages' English comes with their lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'admin_dashboard', users, true, false);
