import { i18n } from '../i18n';
import managerEnablement from '../locales/en/manager_enablement.json';

// The team hub's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'manager_enablement', managerEnablement, true, false);
