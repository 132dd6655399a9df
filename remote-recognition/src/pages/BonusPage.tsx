import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { recognitionLinks } from './recognition-links';

export function BonusPage() {
  const { t } = useTranslation('recognition');
  const { id } = useParams();
  return <AreaPage title={t('bonus.title', { id })} intro={t('bonus.intro')} links={recognitionLinks(t)} />;
}
