import { i18n } from '../i18n';
import nominations from '../locales/en/nominations.json';

// The nominate flow's English comes with its lazy code, never with a page's first paint.
i18n.addResourceBundle('en', 'nominations', nominations, true, false);
