import { useTranslation } from 'react-i18next';
import '../growth-kit/growth-copy';
import { useStored } from '../program-settings/api/use-stored';
import { fetchOneOnOneSettings } from '../growth-admin/api/growth-admin-api';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { OneOnOneSettingsForm } from '../growth-admin/components/OneOnOneSettingsForm';
import styles from '../growth-admin/components/GrowthAdmin.module.css';

/** Platform §2 `/admin/growth/one-on-ones`: how often pairs meet and when they are reminded. */
export function OneOnOneSettingsAdminPage() {
  const { t } = useTranslation('growth');
  const { data, error, retry } = useStored(fetchOneOnOneSettings);
  return (
    <div className={styles.page}>
      <h1>{t('growthAdmin.settings.title')}</h1>
      <p className={styles.intro}>{t('growthAdmin.settings.intro')}</p>
      {error !== undefined && <LoadFailure title={t('growthAdmin.loadFailed')} error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <p role="status">{t('growthAdmin.loading')}</p>}
      {data && <OneOnOneSettingsForm stored={data} />}
    </div>
  );
}
