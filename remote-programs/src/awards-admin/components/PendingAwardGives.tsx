import { useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { adminPagePolicy } from '@laurel/shared/admin-menu';
import { apiErrorMessage, showToast, useAllows } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { AwardGiveRequest } from '@laurel/shared/contract';
import { AWARD_APPROVALS_KEY, useAwardApprovals } from '../api/get-award-approvals';
import { postAwardGiveDecision, type AwardGiveDecision } from '../api/decide-award-give';
import { AWARDS_ADMIN_PATH } from '../award-admin-paths';
import { AwardGiveCard } from './AwardGiveCard';
import styles from '../../program-form/ProgramForm.module.css';

type Refusal = { give: AwardGiveRequest; decision: AwardGiveDecision; failed: unknown };

/** What the toast says once the server took the decision: declined, approved, or passed to the next step. */
function decidedKey(decided: AwardGiveRequest) {
  if (decided.state === 'declined') return 'pending.declined';
  return decided.state === 'pending' ? 'pending.approvedStep' : 'pending.approved';
}

/**
 * `/admin/programs/awards/pending` and `/awards/approval_requests`: the award gives waiting for the signed-in approver's step. A decision
 * takes the give off the list at once and brings it back with the server's reason if it is refused.
 */
export function PendingAwardGives() {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const { mutate } = useSWRConfig();
  // An award approver reads this at /awards/approval_requests and has no awards admin to go back to.
  const managesAwards = useAllows(adminPagePolicy(AWARDS_ADMIN_PATH));
  const { data: gives, error, isLoading, mutate: reload } = useAwardApprovals();
  const [deciding, setDeciding] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const shown = (gives ?? []).filter((give) => !deciding.has(give.id));

  const decide = async (give: AwardGiveRequest, decision: AwardGiveDecision, note: string) => {
    setRefusal(null);
    setDeciding((ids) => new Set(ids).add(give.id));
    const settle = () =>
      setDeciding((ids) => {
        const left = new Set(ids);
        left.delete(give.id);
        return left;
      });
    try {
      const decided = await postAwardGiveDecision(give.id, decision, note);
      await mutate(AWARD_APPROVALS_KEY, (all?: AwardGiveRequest[]) => all?.filter((item) => item.id !== give.id), {
        revalidate: false,
      });
      settle();
      showToast(
        t(decidedKey(decided), {
          award: give.award.name,
          step: (decided.currentStep ?? 0) + 1,
          steps: decided.stepsCount,
        }),
        'success',
      );
    } catch (failed) {
      settle();
      setRefusal({ give, decision, failed });
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('pending.title')}</h1>
      <p className={styles.intro}>{t('pending.intro')}</p>
      {managesAwards && (
        <nav className={styles.toolbar} aria-label={t('list.pages')}>
          <Link className={styles.link} to={AWARDS_ADMIN_PATH}>
            {t('pending.back')}
          </Link>
        </nav>
      )}
      <div aria-live="polite">
        {refusal && (
          <Alert status="error" title={t(`pending.${refusal.decision}Failed`, { award: refusal.give.award.name })}>
            <p>{apiErrorMessage(t, refusal.failed)}</p>
          </Alert>
        )}
      </div>
      {error ? (
        <Alert status="error" title={t('pending.loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void reload()}>
            {t('list.retry')}
          </button>
        </Alert>
      ) : isLoading || !gives ? (
        <p role="status" aria-busy="true" className={styles.empty}>
          {t('list.loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('pending.empty')}</p>
      ) : (
        <>
          <p role="status">{t('pending.count', { count: shown.length })}</p>
          <ul className={styles.list}>
            {shown.map((give) => (
              <li key={give.id}>
                <AwardGiveCard give={give} onDecide={(decision, note) => void decide(give, decision, note)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
