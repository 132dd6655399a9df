import { i18n } from '../i18n';
import copy from '../locales/en/widget.json';
import { refreshPeoplePagesOnGive } from '../people/refresh-on-give';

// The widget's English comes with its code; its lists are read again after each recognition, as the pages' are.
i18n.addResourceBundle('en', 'recognition', copy, true, false);
refreshPeoplePagesOnGive();
