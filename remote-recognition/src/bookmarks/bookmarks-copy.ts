import { i18n } from '../i18n';
import bookmarks from '../locales/en/bookmarks.json';

// The bookmarks page's English comes with its code, never with the feed on /.
i18n.addResourceBundle('en', 'bookmarks', bookmarks, true, false);
