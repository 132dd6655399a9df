import type { ReactNode } from 'react';
import type { Permission, PermissionSubject } from '../permissions';
import { hasPermission } from '../permissions';
import { usePermissionSubject } from './use-profile';

interface AuthorizationProps {
  /** Every named permission must hold. */
  permission?: Permission | readonly Permission[];
  /** Or any rule over the subject, such as `canAccessAdminShell`. */
  policy?: (subject: PermissionSubject) => boolean;
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children only for a subject who holds the permission or passes the policy. */
export function Authorization({ permission, policy, fallback = null, children }: AuthorizationProps) {
  const subject = usePermissionSubject();
  if (!subject) return fallback;
  const allowed = (permission === undefined || hasPermission(subject, permission)) && (policy?.(subject) ?? true);
  return allowed ? children : fallback;
}
