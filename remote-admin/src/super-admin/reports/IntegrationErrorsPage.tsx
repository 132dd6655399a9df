import { useTranslation } from 'react-i18next';
import type { IntegrationError } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { INTEGRATION_ERRORS } from '../api/super-admin-paths';
import { IntegrationErrorTable } from '../components/IntegrationErrorTable';
import { LoadFailure } from '../../ui/LoadFailure';
import styles from '../components/SuperAdmin.module.css';

/** `/super_admin/integration_errors`: the company integrations that failed, across companies. */
export function IntegrationErrorsPage() {
  const { t } = useTranslation('super_admin');
  const { data, error, retry } = useAdminRead<{ result: IntegrationError[] }>(INTEGRATION_ERRORS);
  return (
    <section className={styles.page}>
      <h1>{t('integrationErrors.title')}</h1>
      <p className={styles.muted}>{t('integrationErrors.intro')}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <IntegrationErrorTable errors={data.result} caption={t('integrationErrors.caption')} />
      )}
    </section>
  );
}
