import { useTranslation } from 'react-i18next';
import { IncentiveList } from '../incentives/components/IncentiveList';
import { PendingApprovalsLink } from '../approvals/PendingApprovalsLink';
import styles from '../incentives/components/Incentives.module.css';

/** Programs §2 `/incentives`: the incentives the signed-in person may claim. */
export function IncentivesPage() {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('list.title')}</h1>
          <p className={styles.muted}>{t('list.intro')}</p>
        </div>
        <PendingApprovalsLink />
      </header>
      <IncentiveList />
    </div>
  );
}
