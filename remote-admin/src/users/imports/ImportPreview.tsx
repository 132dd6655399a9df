import { useTranslation } from 'react-i18next';
import type { UserImportView } from '@laurel/shared/contract';
import styles from '../accounts/UserAccounts.module.css';

/** Every row of the file with what it would do, and what is wrong with it, before anything is written. */
export function ImportPreview({ preview }: { preview: UserImportView }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  return (
    <table className={styles.table}>
      <caption>{t('imports.previewTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('imports.columns.line')}</th>
          <th scope="col">{t('imports.columns.email')}</th>
          <th scope="col">{t('imports.columns.name')}</th>
          <th scope="col">{t('imports.columns.department')}</th>
          <th scope="col">{t('imports.columns.manager')}</th>
          <th scope="col">{t('imports.columns.role')}</th>
          <th scope="col">{t('imports.columns.action')}</th>
          <th scope="col">{t('imports.columns.problems')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.line}>
            <th scope="row">{row.line}</th>
            <td className={styles.breakable}>{row.email}</td>
            <td>
              {row.first_name} {row.last_name}
            </td>
            <td>{row.department}</td>
            <td className={styles.breakable}>{row.manager_email}</td>
            <td>{row.role}</td>
            <td>{t(`imports.actions.${row.action}`)}</td>
            <td>
              {row.errors.length === 0 ? (
                t('imports.ok')
              ) : (
                <ul className={styles.problems}>
                  {row.errors.map((error) => (
                    <li key={error}>{t(`rowErrors.${error}`)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
