import { i18n } from '../i18n';
import programSettings from '../locales/en/program-settings.json';

// The settings pages' English comes with their lazy code, not with any other page's first paint.
i18n.addResourceBundle('en', 'admin_rewards', programSettings, true, false);
