import { i18n } from '../i18n';
import dashboard from '../locales/en/admin_dashboard.json';

// The dashboard's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'admin_dashboard', dashboard, true, false);
