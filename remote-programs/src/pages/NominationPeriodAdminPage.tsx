import '../nominations-admin/nominations-admin-copy';
export { NominationPeriodAdmin as NominationPeriodAdminPage } from '../nominations-admin/components/NominationPeriodAdmin';
