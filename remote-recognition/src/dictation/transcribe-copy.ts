import { i18n } from '../i18n';
import transcribe from '../locales/en/transcribe.json';

// Dictation's English (`action_input`'s `transcribe.…`, about 2 KiB) comes with the give modal's code,
// not with the feed on `/`.
i18n.addResourceBundle('en', 'action_input', transcribe, true, false);
