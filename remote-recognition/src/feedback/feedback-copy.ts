import { i18n } from '../i18n';
import feedback from '../locales/en/feedback.json';

// The feedback page's English comes with its lazy code, never with the feed on `/`.
i18n.addResourceBundle('en', 'feedback', feedback, true, false);
