import '../celebrations-admin/celebrations-copy';
export { CelebrationsAdmin as CelebrationsAdminPage } from '../celebrations-admin/components/CelebrationsAdmin';
