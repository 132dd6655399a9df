import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { adminLinks } from './admin-links';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  return <AreaPage title={t('dashboard.title')} intro={t('dashboard.intro')} links={adminLinks(t)} />;
}
