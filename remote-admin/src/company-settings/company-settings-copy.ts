import { i18n } from '../i18n';
import companySettings from '../locales/en/company_settings.json';

// The page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'admin_dashboard', companySettings, true, false);
