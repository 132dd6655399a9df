import { i18n } from '../i18n';
import recap from '../locales/en/recap.json';

// The print views' English comes with their lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', recap, true, false);
