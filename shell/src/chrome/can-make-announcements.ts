import { hasPermission, type PermissionSubject } from '@laurel/shared';

// §6 names access for the entry; the make modal also needs the right to administer.
export const canMakeAnnouncements = (s: PermissionSubject) =>
  hasPermission(s, 'can-access-announcements') && hasPermission(s, 'can-administer-announcements');
