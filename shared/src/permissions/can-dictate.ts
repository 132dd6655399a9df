import type { PermissionSubject } from './permission-subject';
import { hasPermission } from './permission-table';

/** Dictation (recognition §7) writes a recognition or a feedback message: whoever may give, or use Achieve's feedback. */
export const canDictate = (subject: PermissionSubject): boolean =>
  hasPermission(subject, 'can-give-recognition') || hasPermission(subject, 'can-access-achieve');
