import { useTranslation } from 'react-i18next';
import type { IntegrationError } from '@laurel/shared/contract';
import { formatWhen } from './format-when';
import styles from './SuperAdmin.module.css';

/** Failed integration deliveries: when, whose, which integration and what went wrong. */
export function IntegrationErrorTable({ errors, caption }: { errors: readonly IntegrationError[]; caption: string }) {
  const { t } = useTranslation('super_admin');
  if (errors.length === 0) return <p>{t('techOps.noIntegrationErrors')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.columns.when')}</th>
            <th scope="col">{t('events.columns.company')}</th>
            <th scope="col">{t('techOps.integration')}</th>
            <th scope="col">{t('techOps.message')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((failure) => (
            <tr key={failure.id}>
              <td>{formatWhen(t, failure.createdAt)}</td>
              <td>{failure.companyName}</td>
              <td>{failure.integration}</td>
              <td>{failure.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
