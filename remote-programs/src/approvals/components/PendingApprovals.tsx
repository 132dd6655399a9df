import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { useApprovalRequests } from '../api/get-approval-requests';
import { ApprovalRequestCard } from './ApprovalRequestCard';
import styles from './Approvals.module.css';

/** `/incentives/approvals`: the claims waiting for the signed-in approver, each to approve or decline. */
export function PendingApprovals() {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const { data: claims, error, isLoading, mutate } = useApprovalRequests();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('approvals.title')}</h1>
        <Link to="/incentives">{t('approvals.back')}</Link>
      </header>
      <p className={styles.intro}>{t('approvals.intro')}</p>
      {error ? (
        <Alert status="error" title={t('approvals.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('approvals.retry')}
          </button>
        </Alert>
      ) : isLoading || !claims ? (
        <p role="status" aria-busy="true">
          {t('approvals.loading')}
        </p>
      ) : claims.length === 0 ? (
        <p className={styles.empty}>{t('approvals.empty')}</p>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('approvals.count', { count: claims.length })}
          </p>
          <ul className={styles.list}>
            {claims.map((claim) => (
              <li key={claim.id}>
                <ApprovalRequestCard claim={claim} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
