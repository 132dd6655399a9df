import { i18n } from '../i18n';
import gamingSignals from '../locales/en/gaming_signals.json';

// The signals page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', gamingSignals, true, false);
