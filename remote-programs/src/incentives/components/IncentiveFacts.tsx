import { useTranslation } from 'react-i18next';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import styles from './Incentives.module.css';

/** What it pays, how many claims are left to the reader, its stock, and whether someone approves it. */
export function IncentiveFacts({ incentive }: { incentive: ClaimableIncentive }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const claimsLeft =
    incentive.claims_left === null
      ? t('list.unlimited')
      : incentive.claims_left === 0
        ? t('list.noClaimsLeft')
        : t('list.claimsLeft', { count: incentive.claims_left });
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('list.facts.reward')}</dt>
        <dd className={styles.points}>{t('list.points', { count: incentive.amount })}</dd>
      </div>
      <div>
        <dt>{t('list.facts.limit')}</dt>
        <dd>{claimsLeft}</dd>
      </div>
      {incentive.stock_message !== null && (
        <div>
          <dt>{t('list.facts.stock')}</dt>
          <dd>{incentive.out_of_stock ? t('list.outOfStock') : incentive.stock_message}</dd>
        </div>
      )}
      <div>
        <dt>{t('list.facts.approval')}</dt>
        <dd>{t(incentive.auto_approved ? 'list.autoApproved' : 'list.needsApproval')}</dd>
      </div>
    </dl>
  );
}
