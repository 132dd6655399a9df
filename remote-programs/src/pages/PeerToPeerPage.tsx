import { useTranslation } from 'react-i18next';
import '../program-settings/program-settings-copy';
import { fetchGivingRules } from '../program-settings/api/program-settings-api';
import { GivingRulesForm } from '../program-settings/components/GivingRulesForm';
import { SettingsPage } from '../program-settings/components/SettingsPage';

/** `/admin/programs/peer-to-peer` (platform §2, can-manage-peer-to-peer): the giving rules. */
export function PeerToPeerPage() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  return (
    <SettingsPage title={t('peerToPeer.title')} intro={t('peerToPeer.intro')} fetch={fetchGivingRules}>
      {(stored) => <GivingRulesForm stored={stored} />}
    </SettingsPage>
  );
}
