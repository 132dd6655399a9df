import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLinks } from '@laurel/shared/ui-kit';
import emptyState from '@laurel/shared/styles/empty-state.module.css';
import './billing-copy';
import { useInvoices } from './use-billing';
import { InvoiceTable } from './InvoiceTable';
import { LoadFailure } from '../ui/LoadFailure';
import styles from './Billing.module.css';

const pageOf = (value: string | null) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/admin/company/billing-history` (platform §2, §6): the company's invoices, newest first. */
export function BillingHistoryPage() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'billing' });
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, isLoading, mutate } = useInvoices(page);
  return (
    <div className={styles.page}>
      <header>
        <h1>{t('history.title')}</h1>
        <p className={styles.description}>{t('history.description')}</p>
      </header>
      {error && !data && (
        <LoadFailure error={error} retry={() => void mutate()} title={t('loadFailed')} retryLabel={t('retry')} />
      )}
      {isLoading && !data && <p role="status">{t('loading')}</p>}
      {data && data.invoices.length === 0 && <p className={emptyState.emptyState}>{t('history.empty')}</p>}
      {data && data.invoices.length > 0 && (
        <>
          <InvoiceTable invoices={data.invoices} />
          <PageLinks
            label={t('history.pages')}
            pageLabel={(number) => t('history.page', { number })}
            current={data.page}
            pageCount={data.totalPages}
            searchOf={(number) => `?page=${number}`}
          />
        </>
      )}
    </div>
  );
}
