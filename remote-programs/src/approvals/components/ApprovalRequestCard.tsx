import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userProfilePath } from '@laurel/shared';
import { AppLink } from '@laurel/shared/app-links';
import type { IncentiveClaim } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import { ClaimProof } from './ClaimProof';
import { DecisionForm } from './DecisionForm';
import styles from './Approvals.module.css';

const dayOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** One claim waiting for the approver: who, what, why, the proof and where it stands, then the decision. */
export function ApprovalRequestCard({ claim }: { claim: IncentiveClaim }) {
  const { t, i18n } = useTranslation('rewards', { keyPrefix: 'programs' });
  const headingId = useId();
  const claimer = claim.receivers[0];
  const name = claimer?.display_name ?? '';

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <Avatar name={name} imageUrl={claimer?.profile_pic_url} sizePx={40} />
        <h2 id={headingId} className={styles.cardTitle}>
          {claimer ? <AppLink to={userProfilePath(String(claimer.id))}>{name}</AppLink> : name}{' '}
          {t('approvals.claimedIncentive', { incentive: claim.award.name })}
        </h2>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('approvals.amount')}</dt>
          <dd>{t('approvals.points', { count: claim.award.amount })}</dd>
        </div>
        <div>
          <dt>{t('approvals.submitted')}</dt>
          <dd>
            <time dateTime={claim.created_at}>{dayOf(claim.created_at, i18n.language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('approvals.step')}</dt>
          <dd>{t('approvals.stepOf', { step: (claim.current_step ?? 0) + 1, steps: claim.steps_count })}</dd>
        </div>
      </dl>
      <h3 className={styles.label}>{t('approvals.reason')}</h3>
      <p className={styles.reason}>{claim.claim_reason}</p>
      <h3 className={styles.label}>{t('approvals.proof')}</h3>
      <ClaimProof attachment={claim.claim_attachment} claimer={name} />
      <DecisionForm claim={claim} claimer={name} />
    </article>
  );
}
