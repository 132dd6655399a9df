import { i18n } from '../i18n';
import transcribe from '../locales/en/transcribe.json';

// Dictation's English (about 2 KiB) comes with the give modal's code, not with the feed on `/`.
i18n.addResourceBundle('en', 'transcribe', transcribe, true, false);
