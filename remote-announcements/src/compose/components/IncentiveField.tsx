import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, usePermissionSubject } from '@laurel/shared';
import { FieldError } from '@laurel/shared/ui-kit';
import type { AnnouncementRecipient } from '../announcement-recipient';
import { useAnnouncementIncentives } from '../hooks/use-announcement-incentives';
import styles from './AnnouncementForm.module.css';

/** Where an awards admin makes an incentive (programs §2), opened beside the form so its draft stays. */
export const NEW_INCENTIVE_PATH = '/admin/programs/incentives/new';

interface IncentiveFieldProps {
  id: string;
  recipients: readonly AnnouncementRecipient[];
  value: number | null;
  /** The server's refusal of the chosen incentive, shown at the field. */
  problem: string | null;
  onChange: (incentiveId: number | null) => void;
}

/**
 * The optional incentive (recognition §5): only those the chosen recipients may claim are offered, and
 * the list is disabled, saying why, when there are none. A choice no longer offered is cleared, with a note.
 */
export function IncentiveField({ id, recipients, value, problem, onChange }: IncentiveFieldProps) {
  const { t } = useTranslation('announcements');
  const subject = usePermissionSubject();
  const [removed, setRemoved] = useState<string | null>(null);
  const { status, incentives, names } = useAnnouncementIncentives(recipients, (answer, known) => {
    if (value === null || answer.some((incentive) => incentive.id === value)) return;
    setRemoved(known.get(value) ?? '');
    onChange(null);
  });

  const offered = status === 'ready' && incentives.length > 0;
  const hint = hintKey(status, recipients.length, incentives.length);
  const describedBy = [hint && `${id}-hint`, removed !== null && `${id}-removed`, problem && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const mayCreate = subject !== null && hasPermission(subject, 'can-manage-awards');
  return (
    <div className={styles.field}>
      <div className={styles.incentiveHead}>
        <label htmlFor={id} className={styles.label}>
          {t('form.incentive.label')}
        </label>
        {mayCreate && (
          <a className={styles.incentiveLink} href={NEW_INCENTIVE_PATH} target="_blank" rel="noopener noreferrer">
            {t('form.incentive.create')}
          </a>
        )}
      </div>
      <select
        id={id}
        className={styles.input}
        value={value ?? ''}
        disabled={!offered}
        aria-invalid={Boolean(problem) || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setRemoved(null);
          onChange(event.target.value === '' ? null : Number(event.target.value));
        }}
      >
        <option value="">{t('form.incentive.none')}</option>
        {value !== null && !incentives.some((incentive) => incentive.id === value) && (
          <option value={value}>{names.get(value) ?? t('form.incentive.chosen')}</option>
        )}
        {incentives.map((incentive) => (
          <option key={incentive.id} value={incentive.id}>
            {t('form.incentive.option', {
              name: incentive.name,
              amount: incentive.amount,
              count: incentive.eligible_recipients_count,
            })}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t(hint)}
        </p>
      )}
      <p id={`${id}-removed`} role="status" className={styles.notice}>
        {removed === null
          ? null
          : removed === ''
            ? t('form.incentive.removedUnnamed')
            : t('form.incentive.removed', { name: removed })}
      </p>
      <FieldError id={`${id}-error`} error={problem ?? undefined} />
    </div>
  );
}

function hintKey(status: string, recipientCount: number, incentiveCount: number) {
  if (recipientCount === 0) return 'form.incentive.noRecipients' as const;
  if (status === 'loading') return 'form.incentive.loading' as const;
  if (status === 'error') return 'form.incentive.error' as const;
  return incentiveCount === 0 ? ('form.incentive.noneOffered' as const) : null;
}
