import { useTranslation } from 'react-i18next';
import { CheckInsOverview } from '../check-ins/components/CheckInsOverview';
import styles from '../check-ins/components/CheckIns.module.css';
import '../check-ins/check-in-copy';

/** `/growth/check-ins` (issue 18 item 3): write this period's check-in; a manager answers their reports'. */
export function CheckInsPage() {
  const { t } = useTranslation('growth');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checkIns.title')}</h1>
      <CheckInsOverview />
    </div>
  );
}
