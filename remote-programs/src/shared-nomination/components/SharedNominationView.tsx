import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { usePublicNominationPeriod } from '../api/get-public-nomination-period';
import { SharedNomination } from './SharedNomination';
import styles from '../SharedNomination.module.css';

/** The public page's states: loading, not found (unknown or admin-only), failed with a retry, the period. */
export function SharedNominationView({ id }: { id: number | null }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const { data: period, error, mutate } = usePublicNominationPeriod(id);
  // The status is read from the clock once per visit: a page left open does not change under the reader.
  const [now] = useState(Date.now);
  if (id === null || (error instanceof HttpError && error.isNotFound())) {
    return (
      <>
        <h1 className={styles.title}>{t('sharedNomination.notFoundTitle')}</h1>
        <p>{t('sharedNomination.notFound')}</p>
      </>
    );
  }
  if (error && !period) {
    return (
      <>
        <h1 className={styles.title}>{t('sharedNomination.errorTitle')}</h1>
        <Alert status="error" title={t('sharedNomination.loadError')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.retry} onClick={() => void mutate()}>
            {t('sharedNomination.retry')}
          </button>
        </Alert>
      </>
    );
  }
  if (!period) {
    return (
      <p role="status" className={styles.muted}>
        {t('sharedNomination.loading')}
      </p>
    );
  }
  return <SharedNomination period={period} now={now} />;
}
