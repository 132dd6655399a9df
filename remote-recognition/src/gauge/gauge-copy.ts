import { i18n } from '../i18n';
import copy from '../locales/en/quality_gauge.json';

// The gauge's English comes with its lazy code, not with the remote's entry on /.
i18n.addResourceBundle('en', 'action_input', copy, true, false);
