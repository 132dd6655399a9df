import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IncentiveListItem } from '@laurel/shared/contract';
import type { IncentiveChange } from '../api/change-incentive';
import { incentiveEditPath } from '../incentive-admin-paths';
import styles from '../../program-form/ProgramForm.module.css';

interface IncentiveRowsProps {
  incentives: IncentiveListItem[];
  archived: boolean;
  pendingId: number | null;
  onChange: (change: IncentiveChange, incentive: IncentiveListItem) => void;
}

/** The incentives as a table: amount, pending approvals and, per row, what the admin may do with it. */
export function IncentiveRows({ incentives, archived, pendingId, onChange }: IncentiveRowsProps) {
  const { t } = useTranslation('incentivesAdmin');
  return (
    <table className={styles.table}>
      <caption className={styles.empty}>{t(archived ? 'list.archivedCaption' : 'list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.name')}</th>
          <th scope="col">{t('list.columns.amount')}</th>
          <th scope="col">{t('list.columns.pendingApprovals')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {incentives.map((incentive) => {
          const busy = pendingId === incentive.id;
          const named = { name: incentive.name };
          return (
            <tr key={incentive.id}>
              <th scope="row">{incentive.name}</th>
              <td>{t('list.points', { count: incentive.amount })}</td>
              <td>{incentive.pendingApprovals}</td>
              <td>
                <div className={styles.actions}>
                  {archived ? (
                    <button
                      type="button"
                      className={`${styles.button} ${styles.small}`}
                      disabled={busy}
                      aria-label={t('list.actions.reactivateLabel', named)}
                      onClick={() => onChange('reactivate', incentive)}
                    >
                      {t('list.actions.reactivate')}
                    </button>
                  ) : (
                    <>
                      <Link
                        to={incentiveEditPath(incentive.id)}
                        className={`${styles.link} ${styles.small}`}
                        aria-label={t('list.actions.editLabel', named)}
                      >
                        {t('list.actions.edit')}
                      </Link>
                      <button
                        type="button"
                        className={`${styles.button} ${styles.small}`}
                        disabled={busy}
                        aria-label={t('list.actions.deactivateLabel', named)}
                        onClick={() => onChange('deactivate', incentive)}
                      >
                        {t('list.actions.deactivate')}
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={`${styles.danger} ${styles.small}`}
                    disabled={busy}
                    aria-label={t('list.actions.deleteLabel', named)}
                    onClick={() => onChange('delete', incentive)}
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
