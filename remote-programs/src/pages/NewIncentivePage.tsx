import '../incentives-admin/admin-copy';
export { NewIncentive as NewIncentivePage } from '../incentives-admin/components/IncentiveEditor';
