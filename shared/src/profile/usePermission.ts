import { hasPermission, type Permission } from '../permissions';
import { usePermissionSubject } from './use-profile';
import { allows, type RoutePolicy } from '../contract/route-policy';

/** False until the profile has loaded, then the permission table's answer (all must hold). */
export function usePermission(permission: Permission | readonly Permission[]): boolean {
  const subject = usePermissionSubject();
  return subject !== null && hasPermission(subject, permission);
}

/** False until the profile has loaded, then whether the signed-in person satisfies the policy. */
export function useAllows(policy: RoutePolicy | undefined): boolean {
  const subject = usePermissionSubject();
  return subject !== null && allows(subject, policy);
}
