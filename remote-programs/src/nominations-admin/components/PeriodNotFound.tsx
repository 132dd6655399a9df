import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOMINATIONS_ADMIN_PATH } from '../nomination-admin-paths';
import styles from '../../program-form/ProgramForm.module.css';

/** An unknown period, another company's, or an address that is not a period's. */
export function PeriodNotFound() {
  const { t } = useTranslation('nominations', { keyPrefix: 'admin' });
  return (
    <div className={styles.page}>
      <h1>{t('detail.notFoundTitle')}</h1>
      <p className={styles.intro}>{t('detail.notFound')}</p>
      <Link className={styles.link} to={NOMINATIONS_ADMIN_PATH}>
        {t('detail.backToList')}
      </Link>
    </div>
  );
}
