import '../awards-admin/admin-copy';
export { EditAward as EditAwardPage } from '../awards-admin/components/AwardEditor';
