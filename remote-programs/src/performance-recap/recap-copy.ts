import { i18n } from '../i18n';
import performanceRecap from '../locales/en/performance-recap.json';

// The performance recap's English comes with its lazy code (the admin page, the recap page), merged into `growth`.
i18n.addResourceBundle('en', 'growth', performanceRecap, true, false);
