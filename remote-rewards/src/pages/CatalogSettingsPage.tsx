import { AdminCatalog } from '../admin-catalog/components/AdminCatalog';

export function CatalogSettingsPage() {
  return <AdminCatalog />;
}
