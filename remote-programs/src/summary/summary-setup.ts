import { i18n } from '../i18n';
import summary from '../locales/en/summary.json';

// The summary's English arrives with its code, not with /incentives' first paint.
i18n.addResourceBundle('en', 'rewards', summary, true, false);
