import { i18n } from '../i18n';
import growth from '../locales/en/growth.json';

// The growth pages' English comes with their lazy code, never with another page's first paint.
i18n.addResourceBundle('en', 'growth', growth, true, false);
