import { useTranslation } from 'react-i18next';
import type { Nomination } from '@laurel/shared/contract';
import styles from './NominationsAdmin.module.css';
import formStyles from '../../program-form/ProgramForm.module.css';

/** Every nomination of the period, newest first: who was nominated, by whom, why and when. */
export function NominationTable({ nominations }: { nominations: Nomination[] }) {
  const { t, i18n } = useTranslation('nominations', { keyPrefix: 'admin' });
  if (nominations.length === 0) return <p className={styles.muted}>{t('detail.noNominations')}</p>;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <table className={formStyles.table}>
      <caption className={styles.muted}>{t('detail.nominationsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('detail.columns.nominee')}</th>
          <th scope="col">{t('detail.columns.nominator')}</th>
          <th scope="col">{t('detail.columns.reason')}</th>
          <th scope="col">{t('detail.columns.date')}</th>
        </tr>
      </thead>
      <tbody>
        {nominations.map((nomination) => (
          <tr key={nomination.id}>
            <th scope="row">{nomination.nominatedUser.displayName}</th>
            <td>{nomination.nominator.displayName}</td>
            <td className={styles.reason}>{nomination.reason}</td>
            <td>
              <time dateTime={nomination.createdAt}>{format.format(new Date(nomination.createdAt))}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
