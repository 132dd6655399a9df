import { i18n } from '../../i18n';
import copy from '../../locales/en/catalog_unimplemented.json';

// The page's English comes with its lazy code.
i18n.addResourceBundle('en', 'monarch', copy, true, false);
