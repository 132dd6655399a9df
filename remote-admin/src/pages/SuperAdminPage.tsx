import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { adminLinks } from './admin-links';

export function SuperAdminPage() {
  const { t } = useTranslation('admin');
  return <AreaPage title={t('superAdmin.title')} intro={t('superAdmin.intro')} links={adminLinks(t)} />;
}
