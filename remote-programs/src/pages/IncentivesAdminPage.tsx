import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { programsLinks } from './programs-links';

export function IncentivesAdminPage() {
  const { t } = useTranslation('programs');
  return <AreaPage title={t('adminIncentives.title')} intro={t('adminIncentives.intro')} links={programsLinks(t)} />;
}
