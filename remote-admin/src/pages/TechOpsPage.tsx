import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { adminLinks } from './admin-links';

export function TechOpsPage() {
  const { t } = useTranslation('admin');
  return <AreaPage title={t('techOps.title')} intro={t('techOps.intro')} links={adminLinks(t)} />;
}
