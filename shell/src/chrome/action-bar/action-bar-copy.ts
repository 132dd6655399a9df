import { i18n } from '../../i18n';
import copy from '../../locales/en/action_bar.json';

// The bar's English comes with its lazy code: it shows on phones at / only.
i18n.addResourceBundle('en', 'navigation', copy, true, false);
