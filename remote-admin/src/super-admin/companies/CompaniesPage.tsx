import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v2Client } from '@laurel/shared';
import type { SuperAdminCompany, SuperAdminCompanyUpdate } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { SUPER_ADMIN_COMPANIES, withQuery } from '../api/super-admin-paths';
import { LoadFailure } from '../../ui/LoadFailure';
import { CompanyEditForm } from './CompanyEditForm';
import styles from '../components/SuperAdmin.module.css';

const SEARCH_DEBOUNCE_MS = 250;
const COLUMNS = 6;

/** `/super_admin/companies` (issue 17 item 5): every company, searched, with its plan and release switches edited in place. */
export function CompaniesPage() {
  const { t } = useTranslation('monarch');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const companies = useAdminRead<{ records: SuperAdminCompany[] }>(withQuery(SUPER_ADMIN_COMPANIES, { q: query }));

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const close = (companyId: number) => {
    setEditing(null);
    // Back to the row's button, so the keyboard stays where it was.
    window.setTimeout(() => editButtons.current.get(companyId)?.focus());
  };

  const save = (company: SuperAdminCompany) => async (update: SuperAdminCompanyUpdate) => {
    await v2Client.patch(`${SUPER_ADMIN_COMPANIES}/${company.id}`, update);
    setSaved(t('companies.saved', { name: company.name }));
    companies.retry();
    close(company.id);
  };

  return (
    <section className={styles.page}>
      <h1>{t('companies.title')}</h1>
      <p className={styles.muted}>{t('companies.intro')}</p>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('companies.search')}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <p role="status" className={styles.hint}>
        {saved}
      </p>
      {companies.error ? (
        <LoadFailure error={companies.error} retry={companies.retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !companies.data ? (
        <p role="status">{t('loading')}</p>
      ) : companies.data.records.length === 0 ? (
        <p>{t('companies.empty', { query })}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('companies.caption', { count: companies.data.records.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('companies.name')}</th>
                <th scope="col">{t('companies.tier')}</th>
                <th scope="col">{t('companies.status')}</th>
                <th scope="col">{t('companies.trialEnd')}</th>
                <th scope="col">{t('companies.switches')}</th>
                <th scope="col">
                  <span className="laurel-visually-hidden">{t('companies.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {companies.data.records.map((company) => (
                <Fragment key={company.id}>
                  <tr>
                    <th scope="row">
                      {company.name}
                      <div className={styles.hint}>
                        {t('companies.people', { id: company.id, count: company.activeUsers })}
                      </div>
                    </th>
                    <td>{t(`tiers.${company.productTier}`)}</td>
                    <td>{t(`statuses.${company.status}`)}</td>
                    <td>{company.trialEndDate ?? t('companies.noTrial')}</td>
                    <td>
                      <div>
                        {t(company.limitedReleaseMode ? 'companies.limitedReleaseOn' : 'companies.limitedReleaseOff')}
                      </div>
                      <div>
                        {t(
                          company.hideCompetitiveFeatures
                            ? 'companies.competitiveHidden'
                            : 'companies.competitiveShown',
                        )}
                      </div>
                    </td>
                    <td>
                      <button
                        type="button"
                        className={styles.button}
                        ref={(button) => {
                          editButtons.current.set(company.id, button);
                        }}
                        aria-expanded={editing === company.id}
                        onClick={() => setEditing(editing === company.id ? null : company.id)}
                      >
                        {t('companies.edit', { name: company.name })}
                      </button>
                    </td>
                  </tr>
                  {editing === company.id && (
                    <tr>
                      <td colSpan={COLUMNS}>
                        <CompanyEditForm company={company} save={save(company)} cancel={() => close(company.id)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
