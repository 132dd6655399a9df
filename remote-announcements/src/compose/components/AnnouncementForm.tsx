import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, translateApiError, usePermissionSubject, useUserProfile } from '@laurel/shared';
import {
  ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { DateRangePicker } from '@laurel/shared/pickers';
import { Alert, FieldError, TextCounter, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import {
  dayOf,
  fieldErrorsOf,
  hasChanged,
  notifiesLater,
  startDayOf,
  type AnnouncementDraft,
} from '../announcement-draft';
import { announcementErrorParams } from '../announcement-error-params';
import { DescriptionEditor, textOfDescription } from '@laurel/shared/rich-text';
import { ImageField } from './ImageField';
import { IncentiveField } from './IncentiveField';
import { NotificationOptions } from './NotificationOptions';
import { RecipientPicker } from './RecipientPicker';
import styles from './AnnouncementForm.module.css';
import '../forms-copy';

export interface AnnouncementFormProps {
  initial: AnnouncementDraft;
  /** `YYYY-MM-DD` of today, the day the rules are checked on. */
  today: string;
  /** Editing: the stored start day, which may stay even once it has passed (recognition §5). */
  existingStartDate?: string;
  integrations: ChatIntegrations;
  submitLabel: (startDay: string) => string;
  /** The §8 failure of the last save, shown under the footer. */
  failure: string | null;
  /** The server's refusal of the chosen incentive at the last save, shown at its field. */
  incentiveFailure?: string | null;
  saving: boolean;
  onSave: (draft: AnnouncementDraft, removeImage: boolean) => void;
  onCancel: () => void;
  /** Extra footer actions, e.g. delete on edit. */
  extraActions?: ReactNode;
}

/** The make and edit form (recognition §2, §5): each rule's message beside its field, save only after a change. */
export function AnnouncementForm({
  initial,
  today,
  existingStartDate,
  integrations,
  submitLabel,
  failure,
  incentiveFailure = null,
  saving,
  onSave,
  onCancel,
  extraActions,
}: AnnouncementFormProps) {
  const { t } = useTranslation('announcements');
  const user = useUserProfile();
  const subject = usePermissionSubject();
  const offersIncentives = subject !== null && hasPermission(subject, 'can-access-incentives');
  const ids = {
    recipients: useId(),
    title: useId(),
    description: useId(),
    dates: useId(),
    image: useId(),
    incentive: useId(),
  };
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [imageProblem, setImageProblem] = useState<ApiErrorId | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const change = (next: Partial<AnnouncementDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changeIncentive = useCallback(
    (incentiveId: number | null) => setDraft((current) => ({ ...current, incentiveId })),
    [],
  );
  // The refusal names the incentive sent: once another is chosen it no longer applies.
  const [refusedIncentive, setRefusedIncentive] = useState<number | null>(null);
  const incentiveProblem = incentiveFailure && draft.incentiveId === refusedIncentive ? incentiveFailure : null;

  useEffect(() => {
    if (incentiveFailure) document.getElementById(ids.incentive)?.focus();
  }, [incentiveFailure, ids.incentive]);

  // After a refused save, once its messages show, the first field refused takes the focus.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const errors = checked ? fieldErrorsOf(draft, { today, existingStartDate }) : {};
  const errorText = (field: keyof typeof errors) => {
    const id = errors[field];
    return id && translateApiError(t, id, announcementErrorParams(id));
  };
  const describe = (field: keyof typeof ids, extra?: string) =>
    [errorText(field as keyof typeof errors) ? `${ids[field]}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined;
  const removeImage = initial.storedImage !== null && draft.storedImage === null;
  const changed = hasChanged(draft, initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = fieldErrorsOf(draft, { today, existingStartDate });
    if (Object.keys(found).length > 0 || imageProblem) setRefusals((count) => count + 1);
    else {
      setRefusedIncentive(draft.incentiveId);
      onSave(draft, removeImage);
    }
  };

  const descriptionLength = textOfDescription(draft.description).trim().length;
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
      <div className={styles.field}>
        <label htmlFor={ids.recipients} className={styles.label}>
          {t('form.recipients.label')}
        </label>
        <RecipientPicker
          id={ids.recipients}
          selfId={user?.id ?? 0}
          value={draft.recipients}
          describedBy={describe('recipients')}
          invalid={Boolean(errors.recipients)}
          onChange={(recipients) => change({ recipients })}
        />
        <FieldError id={`${ids.recipients}-error`} error={errorText('recipients')} />
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.title} className={styles.label}>
          {t('form.title')}
        </label>
        <input
          id={ids.title}
          className={styles.input}
          value={draft.title}
          aria-invalid={Boolean(errors.title) || undefined}
          aria-describedby={describe('title', `${ids.title}-count`)}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextCounter id={`${ids.title}-count`} count={draft.title.trim().length} max={ANNOUNCEMENT_TITLE_MAX_LENGTH} />
        <FieldError id={`${ids.title}-error`} error={errorText('title')} />
      </div>

      <div className={styles.field}>
        <span className={styles.label} id={`${ids.description}-label`}>
          {t('form.description')}
        </span>
        <DescriptionEditor
          id={ids.description}
          label={t('form.description')}
          formattingLabel={t('form.formatting')}
          markLabels={{
            bold: t('form.marks.bold'),
            italic: t('form.marks.italic'),
            underline: t('form.marks.underline'),
          }}
          initialValue={initial.description}
          describedBy={describe('description', `${ids.description}-count`)}
          invalid={Boolean(errors.description)}
          onChange={(description) => change({ description })}
        />
        <TextCounter
          id={`${ids.description}-count`}
          count={descriptionLength}
          max={ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH}
        />
        <FieldError id={`${ids.description}-error`} error={errorText('description')} />
      </div>

      <div role="group" className={styles.field} aria-describedby={describe('dates')}>
        <DateRangePicker
          label={t('form.dates')}
          value={draft.dates}
          isDateDisabled={(date) => isBeforeToday(date, today) && !isDay(date, existingStartDate)}
          onChange={(dates) => change({ dates })}
        />
        <FieldError id={`${ids.dates}-error`} error={errorText('dates')} />
      </div>

      <ImageField
        id={ids.image}
        file={draft.image}
        stored={draft.storedImage}
        problem={imageProblem && translateApiError(t, imageProblem, announcementErrorParams(imageProblem))}
        onChoose={(image, problem) => {
          setImageProblem(problem);
          change(problem ? { image: null } : { image, storedImage: null });
        }}
        onRemove={() => {
          setImageProblem(null);
          change({ image: null, storedImage: null });
        }}
      />

      {offersIncentives && (
        <IncentiveField
          id={ids.incentive}
          recipients={draft.recipients}
          value={draft.incentiveId}
          problem={incentiveProblem}
          onChange={changeIncentive}
        />
      )}

      <NotificationOptions
        draft={draft}
        integrations={integrations}
        offered={notifiesLater(draft, today)}
        onChange={change}
      />

      <div className={modalDialogStyles.actions}>
        {extraActions}
        <button type="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="submit" className={modalDialogStyles.primary} disabled={!changed || saving}>
          {submitLabel(startDayOf(draft))}
        </button>
      </div>
      {failure && (
        <Alert status="error" size="sm" className={styles.failure}>
          {failure}
        </Alert>
      )}
    </form>
  );
}

const isBeforeToday = (date: Date, today: string) => dayOf(date) < today;
const isDay = (date: Date, day: string | undefined) => day !== undefined && dayOf(date) === day;
