import { i18n } from '../i18n';
import analytics from '../locales/en/analytics.json';

// The Analytics page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', analytics, true, false);
