import '../nominations-admin/nominations-admin-copy';
export { NominationPeriodsAdmin as NominationPeriodsAdminPage } from '../nominations-admin/components/NominationPeriodsAdmin';
