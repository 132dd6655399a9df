import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@laurel/shared';
import { rewardsLinks } from './rewards-links';

export function RewardPage() {
  const { t } = useTranslation('rewards');
  const { id } = useParams();
  return <AreaPage title={t('item.title', { id })} intro={t('item.intro')} links={rewardsLinks(t)} />;
}
