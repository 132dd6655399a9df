import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { rewardsLinks } from './rewards-links';

export function CatalogSettingsPage() {
  const { t } = useTranslation('rewards');
  return <AreaPage title={t('adminCatalog.title')} intro={t('adminCatalog.intro')} links={rewardsLinks(t)} />;
}
