import { i18n } from '../i18n';
import reportedPosts from '../locales/en/reported-posts.json';

// The page's English comes with its lazy code, not with any other page's first paint.
i18n.addResourceBundle('en', 'recognition', reportedPosts, true, false);
