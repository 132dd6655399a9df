import { i18n } from '../i18n';
import attachments from '../locales/en/attachments.json';

// The attachment tools' English comes with their code, inside the give modal's chunk, not with the feed on /.
i18n.addResourceBundle('en', 'action_input', attachments, true, false);
