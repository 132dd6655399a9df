import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { rewardsLinks } from './rewards-links';

export function CataloguePage() {
  const { t } = useTranslation('rewards');
  return <AreaPage title={t('catalogue.title')} intro={t('catalogue.intro')} links={rewardsLinks(t)} />;
}
