import { Router } from 'express';
import type { Store } from '../db/store';
import { auditEventRoutes } from './events-routes';
import { superAdminCompanyRoutes } from './company-routes';
import { techOpsRoutes } from './tech-ops-routes';
import { superAdminReportRoutes } from './super-admin-report-routes';

/** The super-admin tools (`show_superadmin_feature`) and the tech-ops lookups (`tech_ops_admin`). */
export function superAdminRoutes(store: Store, now: () => number): Router {
  return Router().use(
    auditEventRoutes(store),
    superAdminCompanyRoutes(store, now),
    techOpsRoutes(store, now),
    superAdminReportRoutes(store, now),
  );
}
