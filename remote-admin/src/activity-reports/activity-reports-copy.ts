import { i18n } from '../i18n';
import activityReports from '../locales/en/activity_reports.json';

// The reports' English comes with their lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', activityReports, true, false);
