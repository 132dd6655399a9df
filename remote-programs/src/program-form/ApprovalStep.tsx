import { useTranslation } from 'react-i18next';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import { UserLookup } from './UserLookup';
import styles from './ProgramForm.module.css';

interface ApprovalStepProps {
  number: number;
  approvers: Pick<IncentiveUserSummary, 'id' | 'displayName'>[];
  removable: boolean;
  onAdd: (user: IncentiveUserSummary) => void;
  onRemoveApprover: (id: number) => void;
  onRemoveStep: () => void;
}

/** One approval step: its approvers, a lookup to add one, and (past the first) a way to remove the step. */
export function ApprovalStep({
  number,
  approvers,
  removable,
  onAdd,
  onRemoveApprover,
  onRemoveStep,
}: ApprovalStepProps) {
  const { t } = useTranslation('admin_rewards', { keyPrefix: 'programForm' });
  return (
    <div className={styles.step}>
      <h3>{t('approval.step', { number })}</h3>
      {approvers.length === 0 ? (
        <p className={styles.hint}>{t('approval.noApprover')}</p>
      ) : (
        <ul className={styles.chips} aria-label={t('approval.approversOf', { number })}>
          {approvers.map((user) => (
            <li key={user.id} className={styles.chip}>
              {user.displayName}
              <button
                type="button"
                className={`${styles.button} ${styles.small}`}
                aria-label={t('approval.removeApprover', { name: user.displayName, number })}
                onClick={() => onRemoveApprover(user.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <UserLookup label={t('approval.lookup', { number })} exclude={approvers.map((user) => user.id)} onPick={onAdd} />
      {removable && (
        <div>
          <button type="button" className={`${styles.danger} ${styles.small}`} onClick={onRemoveStep}>
            {t('approval.removeStep', { number })}
          </button>
        </div>
      )}
    </div>
  );
}
