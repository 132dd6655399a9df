import { i18n } from '../i18n';
import pulseCheck from '../locales/en/pulse-check.json';

// The pulse check's English comes with its lazy code (the admin page, the check-in form), merged into `growth`.
i18n.addResourceBundle('en', 'growth', pulseCheck, true, false);
