import { hasPermission, type Permission } from '../permissions';
import { usePermissionSubject } from './use-profile';

/** False until the profile has loaded, then the permission table's answer (all must hold). */
export function usePermission(permission: Permission | readonly Permission[]): boolean {
  const subject = usePermissionSubject();
  return subject !== null && hasPermission(subject, permission);
}
