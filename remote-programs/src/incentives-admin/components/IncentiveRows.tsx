import { useTranslation } from 'react-i18next';
import type { IncentiveListItem } from '@laurel/shared/contract';
import type { IncentiveChange } from '../api/change-incentive';
import { incentiveEditPath } from '../incentive-admin-paths';
import { ProgramRowActions } from '../../program-form/ProgramRowActions';
import styles from '../../program-form/ProgramForm.module.css';

interface IncentiveRowsProps {
  incentives: IncentiveListItem[];
  archived: boolean;
  pendingId: number | null;
  onChange: (change: IncentiveChange, incentive: IncentiveListItem) => void;
}

/** The incentives as a table: amount, pending approvals and, per row, what the admin may do with it. */
export function IncentiveRows({ incentives, archived, pendingId, onChange }: IncentiveRowsProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'incentives' });
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
        {incentives.map((incentive) => (
          <tr key={incentive.id}>
            <th scope="row">{incentive.name}</th>
            <td>{t('list.points', { count: incentive.amount })}</td>
            <td>{incentive.pendingApprovals}</td>
            <td>
              <ProgramRowActions
                ns="admin_rewards"
                keyPrefix="incentives"
                name={incentive.name}
                archived={archived}
                busy={pendingId === incentive.id}
                editTo={incentiveEditPath(incentive.id)}
                onChange={(change) => onChange(change, incentive)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
