import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../ui/LoadFailure';
import { useCompanySettings } from '../api/use-company-settings';
import { CompanySettingsForm } from './CompanySettingsForm';
import styles from './CompanySettings.module.css';

/** `/admin/company/settings` (platform §2): the company's name, logo, values and recognition settings. */
export function CompanySettingsView() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { data, error, isLoading, retry } = useCompanySettings();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : isLoading || !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <CompanySettingsForm settings={data} />
      )}
    </div>
  );
}
