import { i18n } from '../i18n';
import oneOnOnes from '../locales/en/one-on-ones.json';

// The growth pages' English (one-on-ones, goals, their admin) comes with their lazy code, merged into the spec's `growth` namespace.
i18n.addResourceBundle('en', 'growth', oneOnOnes, true, false);
