import { i18n } from '../i18n';
import awards from '../locales/en/awards.json';

// The awards' English comes with the banner's and the award form's code, never with the feed on /.
i18n.addResourceBundle('en', 'awards', awards, true, false);
