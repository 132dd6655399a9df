import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { recognitionLinks } from './recognition-links';

export function FeedPage() {
  const { t } = useTranslation('recognition');
  return <AreaPage title={t('feed.title')} intro={t('feed.intro')} links={recognitionLinks(t)} />;
}
