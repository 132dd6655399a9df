import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { programsLinks } from './programs-links';

export function IncentivePage() {
  const { t } = useTranslation('programs');
  const { id } = useParams();
  return <AreaPage title={t('incentive.title', { id })} intro={t('incentive.intro')} links={programsLinks(t)} />;
}
