import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_NOTE_MAX_LENGTH, type AwardGiveRequest } from '@laurel/shared/contract';
import type { AwardGiveDecision } from '../api/decide-award-give';
import styles from '../../program-form/ProgramForm.module.css';

interface AwardGiveCardProps {
  give: AwardGiveRequest;
  onDecide: (decision: AwardGiveDecision, note: string) => void;
}

/** One give waiting for approval: who gave which award to whom and why, where it stands, and the decision. */
export function AwardGiveCard({ give, onDecide }: AwardGiveCardProps) {
  const { t, i18n } = useTranslation('awards', { keyPrefix: 'admin' });
  const ids = { heading: useId(), note: useId() };
  const [note, setNote] = useState('');
  const receivers = give.receivers.map((receiver) => receiver.displayName).join(', ');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(give.createdAt));

  return (
    <article className={styles.step} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('pending.heading', { award: give.award.name, receivers })}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('pending.giver')}</dt>
          <dd>
            {give.hideGiver ? t('pending.hiddenGiver', { name: give.giver.displayName }) : give.giver.displayName}
          </dd>
        </div>
        <div>
          <dt>{t('pending.amount')}</dt>
          <dd>{t('pending.points', { count: give.amount, total: give.amount * give.receivers.length })}</dd>
        </div>
        <div>
          <dt>{t('pending.submitted')}</dt>
          <dd>
            <time dateTime={give.createdAt}>{day}</time>
          </dd>
        </div>
        <div>
          <dt>{t('pending.step')}</dt>
          <dd>{t('pending.stepOf', { step: (give.currentStep ?? 0) + 1, steps: give.stepsCount })}</dd>
        </div>
      </dl>
      <h3>{t('pending.reason')}</h3>
      <p>{give.reason}</p>
      <div className={styles.field}>
        <label htmlFor={ids.note}>{t('pending.note')}</label>
        <textarea
          id={ids.note}
          rows={2}
          maxLength={APPROVAL_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          aria-label={t('pending.approveLabel', { award: give.award.name, receivers })}
          onClick={() => onDecide('approve', note)}
        >
          {t('pending.approve')}
        </button>
        <button
          type="button"
          className={styles.danger}
          aria-label={t('pending.declineLabel', { award: give.award.name, receivers })}
          onClick={() => onDecide('decline', note)}
        >
          {t('pending.decline')}
        </button>
      </div>
    </article>
  );
}
