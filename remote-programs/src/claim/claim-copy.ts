import { i18n } from '../i18n';
import claim from '../locales/en/claim.json';

// The claim modal's English arrives with its code, not with /incentives' first paint.
i18n.addResourceBundle('en', 'rewards', claim, true, false);
