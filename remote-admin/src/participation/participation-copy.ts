import { i18n } from '../i18n';
import participation from '../locales/en/participation.json';
import participationSummary from '../locales/en/participation_summary.json';

// The participation reports' English comes with their lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', participation, true, false);
i18n.addResourceBundle('en', 'reports', participationSummary, true, false);
