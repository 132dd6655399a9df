import { i18n } from '../i18n';
import approvals from '../locales/en/approvals.json';

// The approvals page's English arrives with its code, not with /incentives' first paint.
i18n.addResourceBundle('en', 'rewards', approvals, true, false);
