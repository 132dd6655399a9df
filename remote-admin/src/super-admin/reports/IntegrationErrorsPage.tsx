import { useTranslation } from 'react-i18next';
import type { IntegrationError } from '@laurel/shared/contract';
import { INTEGRATION_ERRORS } from '../api/super-admin-paths';
import { IntegrationErrorTable } from '../components/IntegrationErrorTable';
import { SuperAdminReadPage } from '../components/SuperAdminReadPage';

/** `/super_admin/integration_errors`: the company integrations that failed, across companies. */
export function IntegrationErrorsPage() {
  const { t } = useTranslation('monarch');
  return (
    <SuperAdminReadPage<IntegrationError[]>
      path={INTEGRATION_ERRORS}
      title={t('integrationErrors.title')}
      intro={t('integrationErrors.intro')}
    >
      {(errors) => <IntegrationErrorTable errors={errors} caption={t('integrationErrors.caption')} />}
    </SuperAdminReadPage>
  );
}
