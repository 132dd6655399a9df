import { useTranslation } from 'react-i18next';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Claim.module.css';

/** Programs §8: deleted, inactive, the stock (error when out, else a warning), and a limit reached. */
export function ClaimNotices({ incentive }: { incentive: ClaimableIncentive }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const notices: { key: string; status: 'warn' | 'error'; text: string }[] = [];
  if (incentive.deleted_at !== null) notices.push({ key: 'deleted', status: 'error', text: t('claim.modal.deleted') });
  else if (incentive.state !== 'active')
    notices.push({ key: 'inactive', status: 'error', text: t('claim.modal.inactive') });
  if (incentive.out_of_stock) notices.push({ key: 'stock', status: 'error', text: t('claim.modal.outOfStock') });
  else if (incentive.stock_message)
    notices.push({ key: 'stock', status: 'warn', text: t('claim.modal.stock', { message: incentive.stock_message }) });
  if (incentive.claims_left === 0) notices.push({ key: 'limit', status: 'error', text: t('claim.modal.limitReached') });
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((notice) => (
        <Alert key={notice.key} status={notice.status} size="sm">
          <p className={styles.alertText}>{notice.text}</p>
        </Alert>
      ))}
    </div>
  );
}
