import { useTranslation } from 'react-i18next';
import type { NominationPeriodStatus } from '@laurel/shared/contract';
import styles from './NominationsAdmin.module.css';

/** Open, upcoming or closed (programs §4), as the contract's rule reads the dates. */
export function PeriodStatusBadge({ status }: { status: NominationPeriodStatus }) {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  return <span className={`${styles.status} ${styles[status]}`}>{t(`status.${status}`)}</span>;
}
