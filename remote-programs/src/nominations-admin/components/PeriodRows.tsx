import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NominationPeriodListItem, NominationPeriodStatus } from '@laurel/shared/contract';
import { nominationPeriodAdminPath, nominationPeriodEditPath } from '../nomination-admin-paths';
import { periodDatesText } from './period-dates';
import { PeriodStatusBadge } from './PeriodStatusBadge';
import styles from '../../program-form/ProgramForm.module.css';

export interface ListedPeriod {
  period: NominationPeriodListItem;
  status: NominationPeriodStatus;
}

interface PeriodRowsProps {
  periods: ListedPeriod[];
  pendingId: number | null;
  onDelete: (period: NominationPeriodListItem) => void;
}

/** The periods as a table: status, dates, visibility, nominations and, per row, edit and delete. */
export function PeriodRows({ periods, pendingId, onDelete }: PeriodRowsProps) {
  const { t, i18n } = useTranslation('nominations', { keyPrefix: 'admin' });
  return (
    <table className={styles.table}>
      <caption className={styles.empty}>{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.name')}</th>
          <th scope="col">{t('list.columns.status')}</th>
          <th scope="col">{t('list.columns.dates')}</th>
          <th scope="col">{t('list.columns.visibility')}</th>
          <th scope="col">{t('list.columns.nominations')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map(({ period, status }) => {
          const named = { name: period.name };
          return (
            <tr key={period.id}>
              <th scope="row">
                <Link to={nominationPeriodAdminPath(period.id)}>{period.name}</Link>
              </th>
              <td>
                <PeriodStatusBadge status={status} />
              </td>
              <td>{periodDatesText(t, i18n.language, period)}</td>
              <td>{t(`visibility.${period.visibility}`)}</td>
              <td>
                {t('list.nominationCount', {
                  count: period.totalNominations,
                  nominees: period.uniqueNominatedUserCount,
                })}
              </td>
              <td>
                <div className={styles.actions}>
                  <Link
                    to={nominationPeriodEditPath(period.id)}
                    className={`${styles.link} ${styles.small}`}
                    aria-label={t('list.actions.editLabel', named)}
                  >
                    {t('list.actions.edit')}
                  </Link>
                  <button
                    type="button"
                    className={`${styles.danger} ${styles.small}`}
                    disabled={pendingId === period.id}
                    aria-label={t('list.actions.deleteLabel', named)}
                    onClick={() => onDelete(period)}
                  >
                    {t('list.actions.delete')}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
