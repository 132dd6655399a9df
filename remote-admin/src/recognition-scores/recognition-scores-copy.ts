import { i18n } from '../i18n';
import recognitionScores from '../locales/en/recognition_scores.json';

// The page's English comes with its lazy code, not with the admin remote's first load.
i18n.addResourceBundle('en', 'reports', recognitionScores, true, false);
