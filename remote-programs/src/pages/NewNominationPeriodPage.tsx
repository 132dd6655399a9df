import '../program-form/program-form-copy';
import '../nominations-admin/nominations-admin-copy';
export { NewNominationPeriod as NewNominationPeriodPage } from '../nominations-admin/components/PeriodEditor';
