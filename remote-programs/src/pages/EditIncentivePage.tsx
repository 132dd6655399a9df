import '../incentives-admin/admin-copy';
export { EditIncentive as EditIncentivePage } from '../incentives-admin/components/IncentiveEditor';
