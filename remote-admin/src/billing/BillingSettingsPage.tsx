import { useTranslation } from 'react-i18next';
import './billing-copy';
import { useBillingSettings } from './use-billing';
import { PlanCards } from './PlanCards';
import { BillingSettingsForm } from './BillingSettingsForm';
import { LoadFailure } from '../ui/LoadFailure';
import styles from './Billing.module.css';

/** `/admin/company/billing` (platform §2, §6: global or finance admin). */
export function BillingSettingsPage() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'billing' });
  const { data, error, isLoading, mutate } = useBillingSettings();
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('settings.title')}</h1>
        <p className={styles.description}>{t('settings.description')}</p>
      </header>
      {error && !data && (
        <LoadFailure error={error} retry={() => void mutate()} title={t('loadFailed')} retryLabel={t('retry')} />
      )}
      {isLoading && !data && <p role="status">{t('loading')}</p>}
      {data && (
        <>
          <PlanCards settings={data} />
          <BillingSettingsForm settings={data} />
        </>
      )}
    </div>
  );
}
