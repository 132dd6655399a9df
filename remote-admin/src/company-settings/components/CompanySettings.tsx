import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useCompanySettings } from '../api/use-company-settings';
import { CompanySettingsForm } from './CompanySettingsForm';
import styles from './CompanySettings.module.css';

/** `/admin/company/settings` (platform §2): the company's name, logo, values and recognition settings. */
export function CompanySettingsView() {
  const { t } = useTranslation('company_settings');
  const { data, error, isLoading, retry } = useCompanySettings();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {error ? (
        <Alert status="error" title={t('loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <CompanySettingsForm settings={data} />
      )}
    </div>
  );
}
