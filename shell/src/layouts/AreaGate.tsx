import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { areaPolicyOf, usePermissionSubject, allows } from '@laurel/shared';

/**
 * Refuses an area (admin, super-admin, tech-ops, incentives) to whoever its policy leaves out, before
 * the remote that serves it is loaded, so the rule holds while that remote is down.
 */
export function AreaGate({ children }: { children: ReactNode }) {
  const subject = usePermissionSubject();
  const { pathname } = useLocation();
  if (!subject) return null;
  return allows(subject, areaPolicyOf(pathname)) ? children : <Navigate to="/404" replace />;
}
