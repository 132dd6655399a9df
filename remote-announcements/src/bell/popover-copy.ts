import { i18n } from '../i18n';
import popover from '../locales/en/notification-popover.json';

// The popover's English (a sentence per notification type) arrives with its code, not on every page's first bytes.
i18n.addResourceBundle('en', 'announcements', popover, true, false);
