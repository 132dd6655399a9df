import { useTranslation } from 'react-i18next';
import '../growth-kit/growth-copy';
import '../pulse-check/pulse-copy';
import { useStored } from '../program-settings/api/use-stored';
import { fetchPulseCheckSettings } from '../pulse-check/api/pulse-check-api';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { PulseSettingsForm } from '../pulse-check/components/PulseSettingsForm';
import styles from '../growth-admin/components/GrowthAdmin.module.css';

/** Platform §2 `/admin/growth/pulse-check-settings`: the question asked in each check-in and who sees the answers. */
export function PulseCheckSettingsAdminPage() {
  const { t } = useTranslation('growth');
  const { data, error, retry } = useStored(fetchPulseCheckSettings);
  return (
    <div className={styles.page}>
      <h1>{t('pulseAdmin.title')}</h1>
      <p className={styles.intro}>{t('pulseAdmin.intro')}</p>
      {error !== undefined && <LoadFailure title={t('pulseAdmin.loadFailed')} error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <p role="status">{t('pulseAdmin.loading')}</p>}
      {data && <PulseSettingsForm stored={data} />}
    </div>
  );
}
