import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEventPage, SuperAdminCompany } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { AUDIT_EVENTS, SUPER_ADMIN_COMPANIES, withQuery } from '../api/super-admin-paths';
import { AuditEventTable } from '../components/AuditEventTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { EventFilters, NO_FILTERS, type EventFilterValues } from './EventFilters';
import styles from '../components/SuperAdmin.module.css';

const FILTER_FIELDS = Object.keys(NO_FILTERS) as (keyof EventFilterValues)[];

/** `/super_admin/events` (platform §2): every admin and super-admin change, who, when, before and after. */
export function EventsPage() {
  const { t } = useTranslation('monarch');
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as unknown as EventFilterValues;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const events = useAdminRead<AuditEventPage>(
    withQuery(AUDIT_EVENTS, { ...applied, page: page > 1 ? page : undefined }),
  );
  const companies = useAdminRead<{ records: SuperAdminCompany[] }>(SUPER_ADMIN_COMPANIES);

  const show = (filters: EventFilterValues, nextPage = 1) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...filters, page: nextPage > 1 ? String(nextPage) : '' }).filter(([, value]) => value !== ''),
      ),
    );
  const metadata = events.data?.metadata;

  return (
    <section className={styles.page}>
      <h1>{t('events.title')}</h1>
      <p className={styles.muted}>{t('events.intro')}</p>
      <EventFilters
        key={params.toString()}
        applied={applied}
        companies={companies.data?.records ?? []}
        actions={metadata?.actions ?? []}
        onApply={show}
      />
      {events.error ? (
        <LoadFailure error={events.error} retry={events.retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : !events.data ? (
        <p role="status">{t('loading')}</p>
      ) : events.data.records.length === 0 ? (
        <p>{t('events.empty')}</p>
      ) : (
        <>
          <AuditEventTable
            events={events.data.records}
            caption={t('events.caption', { count: metadata!.totalCount })}
          />
          <nav className={styles.pager} aria-label={t('events.pages')}>
            <button
              type="button"
              className={styles.button}
              disabled={page <= 1}
              onClick={() => show(applied, page - 1)}
            >
              {t('events.previous')}
            </button>
            <span>{t('events.pageOf', { page, count: metadata!.pageCount })}</span>
            <button
              type="button"
              className={styles.button}
              disabled={page >= metadata!.pageCount}
              onClick={() => show(applied, page + 1)}
            >
              {t('events.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
