import { i18n } from '../i18n';
import equity from '../locales/en/equity.json';

// The equity report's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', equity, true, false);
