import { i18n } from '../i18n';
import pulseResults from '../locales/en/pulse_results.json';

// The page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', pulseResults, true, false);
