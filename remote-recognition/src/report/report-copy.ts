import { i18n } from '../i18n';
import report from '../locales/en/report.json';

// The report dialog's English (`recognition`'s `report.…`) comes with its lazy chunk, not with the feed.
i18n.addResourceBundle('en', 'recognition', report, true, false);
