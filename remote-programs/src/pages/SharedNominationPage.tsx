import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { programsLinks } from './programs-links';

export function SharedNominationPage() {
  const { t } = useTranslation('programs');
  const { id } = useParams();
  return (
    <AreaPage
      title={t('sharedNomination.title', { id })}
      intro={t('sharedNomination.intro')}
      links={programsLinks(t)}
    />
  );
}
