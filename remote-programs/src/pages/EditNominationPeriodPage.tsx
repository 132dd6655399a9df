import '../program-form/program-form-copy';
import '../nominations-admin/nominations-admin-copy';
export { EditNominationPeriod as EditNominationPeriodPage } from '../nominations-admin/components/PeriodEditor';
