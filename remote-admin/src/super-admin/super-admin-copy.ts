import { i18n } from '../i18n';
import superAdmin from '../locales/en/super_admin.json';

// The super-admin and tech-ops pages' English comes with their lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'monarch', superAdmin, true, false);
