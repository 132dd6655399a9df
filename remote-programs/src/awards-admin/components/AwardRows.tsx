import { useTranslation } from 'react-i18next';
import type { AwardListItem } from '@laurel/shared/contract';
import { incentiveEditPath } from '../../incentives-admin/incentive-admin-paths';
import type { AwardChange } from '../api/change-award';
import { awardEditPath } from '../award-admin-paths';
import { AudienceSummary } from './AudienceSummary';
import { AwardBudget } from './AwardBudget';
import { ProgramRowActions } from '../../program-form/ProgramRowActions';
import styles from '../../program-form/ProgramForm.module.css';
import rowStyles from './AwardRows.module.css';

interface AwardRowsProps {
  caption: string;
  awards: AwardListItem[];
  archived: boolean;
  pendingId: string | null;
  onChange: (change: AwardChange, award: AwardListItem) => void;
}

// A claimable award is an incentive, edited in the incentive form.
const editPathOf = (award: AwardListItem) =>
  award.type === 'manual' ? awardEditPath(award.id) : incentiveEditPath(award.id);

/** Awards as a table: type, amount, budget, audience, approval steps and what the admin may do with each. */
export function AwardRows({ caption, awards, archived, pendingId, onChange }: AwardRowsProps) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  return (
    <table className={styles.table}>
      <caption className={styles.empty}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('list.columns.name')}</th>
          <th scope="col">{t('list.columns.type')}</th>
          <th scope="col">{t('list.columns.amount')}</th>
          <th scope="col">{t('list.columns.budget')}</th>
          <th scope="col">{t('list.columns.audience')}</th>
          <th scope="col">{t('list.columns.approval')}</th>
          <th scope="col">{t('list.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {awards.map((award) => {
          const busy = pendingId === `${award.type}-${award.id}`;
          return (
            <tr key={`${award.type}-${award.id}`}>
              <th scope="row">{award.name}</th>
              <td>{t(`list.types.${award.type}`)}</td>
              <td>{t('list.points', { count: award.amount })}</td>
              <td>
                <AwardBudget award={award} />
              </td>
              <td>
                <AudienceSummary conditions={award.conditions} operator={award.conditionsOperator} />
              </td>
              <td>
                {award.approvalStepsCount === 0
                  ? t('list.approval.none')
                  : t('list.approval.steps', { count: award.approvalStepsCount })}
              </td>
              <td>
                <ProgramRowActions
                  ns="awards"
                  keyPrefix="admin"
                  name={award.name}
                  archived={archived}
                  busy={busy}
                  editTo={editPathOf(award)}
                  onChange={(change) => onChange(change, award)}
                  className={rowStyles.actions}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
