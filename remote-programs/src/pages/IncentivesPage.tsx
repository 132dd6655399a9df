import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { programsLinks } from './programs-links';

export function IncentivesPage() {
  const { t } = useTranslation('programs');
  return <AreaPage title={t('incentives.title')} intro={t('incentives.intro')} links={programsLinks(t)} />;
}
