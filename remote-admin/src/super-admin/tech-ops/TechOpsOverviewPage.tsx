import { useTranslation } from 'react-i18next';
import type { TechOpsOverview } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { TECH_OPS_OVERVIEW } from '../api/super-admin-paths';
import { AuditEventTable } from '../components/AuditEventTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { IntegrationErrorTable } from '../components/IntegrationErrorTable';
import styles from '../components/SuperAdmin.module.css';

/** `/tech_ops` (platform §2): the latest changes across companies and the integrations that failed. */
export function TechOpsOverviewPage() {
  const { t } = useTranslation('monarch');
  const { data, error, retry } = useAdminRead<{ result: TechOpsOverview }>(TECH_OPS_OVERVIEW);
  const overview = data?.result;

  return (
    <section className={styles.page}>
      <h1>{t('techOps.title')}</h1>
      <p className={styles.muted}>{t('techOps.intro')}</p>
      {error ? (
        <LoadFailure error={error} retry={retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !overview ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <dl className={styles.cards}>
            <div className={styles.card}>
              <dt>{t('techOps.companies')}</dt>
              <dd>{t('count', { value: overview.counts.companies })}</dd>
            </div>
            <div className={styles.card}>
              <dt>{t('techOps.companiesInTrial')}</dt>
              <dd>{t('count', { value: overview.counts.companiesInTrial })}</dd>
            </div>
            <div className={styles.card}>
              <dt>{t('techOps.activeUsers')}</dt>
              <dd>{t('count', { value: overview.counts.activeUsers })}</dd>
            </div>
          </dl>
          <h2>{t('techOps.integrationErrors')}</h2>
          <IntegrationErrorTable errors={overview.integrationErrors} caption={t('techOps.integrationErrorsCaption')} />
          <h2>{t('techOps.recentEvents')}</h2>
          {overview.recentEvents.length === 0 ? (
            <p>{t('techOps.noChanges')}</p>
          ) : (
            <AuditEventTable events={overview.recentEvents} caption={t('techOps.recentEventsCaption')} />
          )}
        </>
      )}
    </section>
  );
}
