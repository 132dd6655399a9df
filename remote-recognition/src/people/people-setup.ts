import { i18n } from '../i18n';
import pages from '../locales/en/people-pages.json';
import { refreshPeoplePagesOnGive } from './refresh-on-give';

// The profile and hashtag pages' English comes with their code, not with the feed on /.
i18n.addResourceBundle('en', 'recognition', pages, true, false);
refreshPeoplePagesOnGive();
