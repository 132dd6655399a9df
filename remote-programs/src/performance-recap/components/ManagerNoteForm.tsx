import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { RECAP_ANSWER_MAX_LENGTH, type PerformanceRecap } from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { saveManagerNote } from '../api/performance-recap-api';
import { recapProblemText } from '../recap-problem-text';
import styles from './PerformanceRecap.module.css';

/** The manager's notes on a report's recap: saved, and read by the manager alone. */
export function ManagerNoteForm({ recap, onSaved }: { recap: PerformanceRecap; onSaved: () => void }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [note, setNote] = useState(recap.managerNote ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const person = recap.person.displayName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    if (note.trim().length > RECAP_ANSWER_MAX_LENGTH) {
      setProblem(recapProblemText(t, 'performanceRecap', 'recap_answer_too_long'));
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveManagerNote(recap.person.id, note);
      setProblem(null);
      setOutcome(t('performanceRecap.noteSaved'));
      onSaved();
    } catch (refusal) {
      setProblem(`${t('performanceRecap.noteFailed')}: ${apiErrorMessage(t, refusal)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          {t('performanceRecap.managerNote', { person })}
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          rows={5}
          value={note}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note-hint ${id}-note-count ${id}-note-error`}
          onChange={(event) => {
            setNote(event.target.value);
            setProblem(null);
          }}
        />
        <span id={`${id}-note-hint`} className={styles.muted}>
          {t('performanceRecap.managerNoteHint', { person })}
        </span>
        <TextCounter id={`${id}-note-count`} count={note.trim().length} max={RECAP_ANSWER_MAX_LENGTH} />
        <FieldError id={`${id}-note-error`} error={problem} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={saving || undefined}>
          {t('performanceRecap.saveNote')}
        </button>
        <span role="status">{outcome}</span>
      </div>
    </form>
  );
}
