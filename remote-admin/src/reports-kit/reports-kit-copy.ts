import { i18n } from '../i18n';
import reportsKit from '../locales/en/reports_kit.json';

// The report frame's English comes with the first report page's code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', reportsKit, true, false);
