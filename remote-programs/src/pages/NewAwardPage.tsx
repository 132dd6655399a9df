import '../awards-admin/admin-copy';
export { NewAward as NewAwardPage } from '../awards-admin/components/AwardEditor';
