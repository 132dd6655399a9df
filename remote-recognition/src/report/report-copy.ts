import { i18n } from '../i18n';
import report from '../locales/en/report.json';

// The report dialog's English comes with its lazy chunk, not with the feed.
i18n.addResourceBundle('en', 'report', report, true, false);
