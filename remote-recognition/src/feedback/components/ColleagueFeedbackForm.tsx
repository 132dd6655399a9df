import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorId, FeedbackPerson } from '@laurel/shared/contract';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { showToast } from '@laurel/shared';
import { fieldMessages, type FeedbackField } from '../feedback-problems';
import { useFeedbackChange } from '../hooks/use-feedback-change';
import { ColleaguePicker } from './ColleaguePicker';
import styles from './Feedback.module.css';

type OwnField = Exclude<FeedbackField, 'colleague' | 'form'>;

export interface OwnFieldsProps<F extends OwnField> {
  /** The id prefix of the form: a field's control is `${id}-${field}`, so a problem can focus it. */
  id: string;
  messages: Partial<Record<F, string>>;
  fixed: (field: F) => void;
}

export interface ColleagueFeedbackFormProps<F extends OwnField> {
  /** The copy's key prefix in the feedback namespace (title, colleague, send, sending, sent, failed). */
  copy: 'ask' | 'give';
  /** The form's own fields after the colleague, in order, with what each is missing now. */
  check: () => Record<F, ApiErrorId | null>;
  send: (colleague: FeedbackPerson) => Promise<unknown>;
  /** Empties the form's own fields once sent. */
  onSent: () => void;
  children: (fields: OwnFieldsProps<F>) => ReactNode;
}

/** A feedback form to one colleague (ask for feedback, give feedback): the picker, the fields, send. */
export function ColleagueFeedbackForm<F extends OwnField>({
  copy,
  check,
  send,
  onSent,
  children,
}: ColleagueFeedbackFormProps<F>) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [colleague, setColleague] = useState<FeedbackPerson | null>(null);
  const [found, setFound] = useState<Partial<Record<F | 'colleague', ApiErrorId | null>>>({});
  const change = useFeedbackChange();
  const fixed = (field: F | 'colleague') => setFound((current) => ({ ...current, [field]: null }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const own = check();
    const problems = { colleague: colleague ? null : 'feedback_colleague_required', ...own } as Record<
      F | 'colleague',
      ApiErrorId | null
    >;
    setFound(problems);
    const first = (Object.keys(problems) as (F | 'colleague')[]).find((field) => problems[field]);
    if (first) {
      document.getElementById(first === 'colleague' ? `${id}-colleague-search` : `${id}-${first}`)?.focus();
      return;
    }
    const sent = await change.run(() => send(colleague!));
    if (!sent) return;
    showToast(t(`${copy}.sent`, { name: colleague!.displayName }), 'success');
    setColleague(null);
    onSent();
  }

  const messages = fieldMessages(t, found, change.error);
  return (
    <form className={styles.formCard} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t(`${copy}.title`)}
      </h2>
      <ColleaguePicker
        id={`${id}-colleague`}
        legend={t(`${copy}.colleague`)}
        colleague={colleague}
        error={messages.colleague}
        onChange={(chosen) => {
          setColleague(chosen);
          fixed('colleague');
        }}
      />
      {children({ id, messages, fixed })}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t(`${copy}.sending`) : t(`${copy}.send`)}
        </button>
      </div>
      {messages.form && (
        <p role="alert" className={styles.problem}>
          {t(`${copy}.failed`)} {messages.form}
        </p>
      )}
    </form>
  );
}
