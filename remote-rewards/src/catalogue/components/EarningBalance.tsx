import { useTranslation } from 'react-i18next';
import { useEarningBalance } from '../../api/get-earning-balance';
import styles from './Catalogue.module.css';

/** The points earned from colleagues that the viewer can spend on rewards. */
export function EarningBalance() {
  const { t } = useTranslation('rewards');
  const { earningBalance } = useEarningBalance();
  return (
    <p className={styles.balance} data-testid="earning-balance">
      {earningBalance === undefined ? t('catalogue.balanceLoading') : t('catalogue.balance', { count: earningBalance })}
    </p>
  );
}
