import { i18n } from '../i18n';
import detail from '../locales/en/incentive-detail.json';

// The incentive page's own English arrives with its code, not with the list's first paint.
i18n.addResourceBundle('en', 'rewards', detail, true, false);
