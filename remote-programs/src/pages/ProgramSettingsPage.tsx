import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { programsLinks } from './programs-links';

export function ProgramSettingsPage() {
  const { t } = useTranslation('programs');
  return <AreaPage title={t('adminSettings.title')} intro={t('adminSettings.intro')} links={programsLinks(t)} />;
}
