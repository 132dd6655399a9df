import { i18n } from '../i18n';
import profileSettings from '../locales/en/profile_settings.json';

// The page's English (`onboarding`'s `profileSettings.…`) comes with its lazy code, not with the feed on /;
// other languages load over HTTP.
i18n.addResourceBundle('en', 'onboarding', profileSettings, true, false);
