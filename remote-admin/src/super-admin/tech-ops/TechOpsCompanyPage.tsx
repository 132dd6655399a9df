import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TechOpsCompany } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { TECH_OPS_COMPANIES } from '../api/super-admin-paths';
import { AuditEventTable } from '../components/AuditEventTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { LookupSearch } from './LookupSearch';
import styles from '../components/SuperAdmin.module.css';

/** `/tech_ops/company` (platform §2): a company by name or id, with its settings, admins, counts and latest changes. */
export function TechOpsCompanyPage() {
  const { t } = useTranslation('monarch');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const detail = useAdminRead<{ result: TechOpsCompany }>(id === null ? null : `${TECH_OPS_COMPANIES}/${id}`);
  const found = detail.data?.result;

  return (
    <section className={styles.page}>
      <h1>{t('techOpsCompany.title')}</h1>
      <p className={styles.muted}>{t('techOpsCompany.intro')}</p>
      <LookupSearch
        path={TECH_OPS_COMPANIES}
        label={t('techOpsCompany.search')}
        choose={(match) => setParams({ id: String(match.id) })}
      />
      {detail.error ? (
        <LoadFailure error={detail.error} retry={detail.retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : (
        found &&
        String(found.company.id) === id && (
          <article aria-labelledby="tech-ops-company-name">
            <h2 id="tech-ops-company-name">{found.company.name}</h2>
            <dl className={styles.details}>
              <dt>{t('techOpsCompany.id')}</dt>
              <dd>{found.company.id}</dd>
              <dt>{t('companies.tier')}</dt>
              <dd>{t(`tiers.${found.company.productTier}`)}</dd>
              <dt>{t('companies.status')}</dt>
              <dd>{t(`statuses.${found.company.status}`)}</dd>
              <dt>{t('companies.trialEnd')}</dt>
              <dd>{found.company.trialEndDate ?? t('companies.noTrial')}</dd>
              <dt>{t('techOpsCompany.locale')}</dt>
              <dd>{found.company.locale}</dd>
              <dt>{t('companies.switches')}</dt>
              <dd>
                {t(found.company.limitedReleaseMode ? 'companies.limitedReleaseOn' : 'companies.limitedReleaseOff')};{' '}
                {t(
                  found.company.hideCompetitiveFeatures ? 'companies.competitiveHidden' : 'companies.competitiveShown',
                )}
              </dd>
              <dt>{t('techOpsCompany.demo')}</dt>
              <dd>{t(found.company.isDemo ? 'yes' : 'no')}</dd>
              <dt>{t('techOpsCompany.featureFlags')}</dt>
              <dd>{found.company.featureFlags.length === 0 ? t('none') : found.company.featureFlags.join(', ')}</dd>
            </dl>
            <h3>{t('techOpsCompany.counts')}</h3>
            <dl className={styles.details}>
              <dt>{t('techOpsCompany.activeUsers')}</dt>
              <dd>{t('count', { value: found.counts.activeUsers })}</dd>
              <dt>{t('techOpsCompany.invitedUsers')}</dt>
              <dd>{t('count', { value: found.counts.invitedUsers })}</dd>
              <dt>{t('techOpsCompany.deactivatedUsers')}</dt>
              <dd>{t('count', { value: found.counts.deactivatedUsers })}</dd>
              <dt>{t('techOpsCompany.recognitions30Days')}</dt>
              <dd>{t('count', { value: found.counts.recognitions30Days })}</dd>
            </dl>
            <h3>{t('techOpsCompany.admins')}</h3>
            <ul className={styles.results}>
              {found.admins.map((admin) => (
                <li key={admin.id}>
                  <strong>{admin.name}</strong>
                  <span>{admin.email}</span>
                  <span className={styles.hint}>{admin.roles.join(', ')}</span>
                </li>
              ))}
            </ul>
            <h3>{t('techOps.recentEvents')}</h3>
            {found.recentEvents.length === 0 ? (
              <p>{t('techOps.noChanges')}</p>
            ) : (
              <AuditEventTable
                events={found.recentEvents}
                caption={t('techOpsCompany.eventsCaption', { name: found.company.name })}
              />
            )}
          </article>
        )
      )}
    </section>
  );
}
