import { useTranslation } from 'react-i18next';
import '../program-settings/program-settings-copy';
import { fetchProgramSettings } from '../program-settings/api/program-settings-api';
import { AllowanceForm } from '../program-settings/components/AllowanceForm';
import { SettingsPage } from '../program-settings/components/SettingsPage';

/** `/admin/programs/settings` (platform §2, global admin): the giving allowance and its refill. */
export function ProgramSettingsPage() {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programSettings' });
  return (
    <SettingsPage title={t('allowance.title')} intro={t('allowance.intro')} fetch={fetchProgramSettings}>
      {(stored) => <AllowanceForm stored={stored} />}
    </SettingsPage>
  );
}
