import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { useAdminIncentives } from '../api/get-admin-incentives';
import styles from '../../program-form/ProgramForm.module.css';

/** The archived page's deleted incentives: kept for the record (their claims still read), never claimable again. */
export function DeletedIncentives() {
  const { t, i18n } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
  const headingId = useId();
  const { data, error } = useAdminIncentives('deleted');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('list.deletedTitle')}</h2>
      {error ? (
        <p role="alert">{apiErrorMessage(t, error, { fallback: t('list.loadFailed') })}</p>
      ) : !data ? (
        <p className={styles.empty}>{t('list.loading')}</p>
      ) : data.records.length === 0 ? (
        <p className={styles.empty}>{t('list.deletedEmpty')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('list.columns.name')}</th>
              <th scope="col">{t('list.columns.amount')}</th>
              <th scope="col">{t('list.columns.deletedOn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((incentive) => (
              <tr key={incentive.id}>
                <th scope="row">{incentive.name}</th>
                <td>{t('list.points', { count: incentive.amount })}</td>
                <td>{incentive.deletedAt && day.format(new Date(incentive.deletedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
