import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { RECAP_ANSWER_MAX_LENGTH, type PerformanceRecap } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { saveReviewNotes, useOpenPerformanceRecap } from '../api/review-notes';
import styles from './Recap.module.css';

function SavedNotes({ userId, recap }: { userId: string; recap: PerformanceRecap }) {
  const { t } = useTranslation('reports', { keyPrefix: 'recap' });
  const id = useId();
  const [note, setNote] = useState(recap.managerNote ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const save = async () => {
    setOutcome(null);
    if (note.trim().length > RECAP_ANSWER_MAX_LENGTH) return setProblem(t('notes.tooLong'));
    try {
      await saveReviewNotes(userId, note);
      setProblem(null);
      setOutcome(t('notes.saved'));
    } catch (refusal) {
      setProblem(`${t('notes.saveFailed')}: ${apiErrorMessage(t, refusal)}`);
    }
  };

  return (
    <>
      <label htmlFor={`${id}-notes`} className={styles.screenOnly}>
        {t('notes.label')}
      </label>
      <textarea
        id={`${id}-notes`}
        className={styles.notes}
        rows={10}
        value={note}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className={`${styles.muted} ${styles.screenOnly}`}>
        {t('notes.savedHint', { cycle: recap.cycle.name })}
      </p>
      <FieldError id={`${id}-error`} error={problem} />
      <div className={styles.screenOnly}>
        <button type="button" className={styles.button} onClick={() => void save()}>
          {t('notes.save')}
        </button>{' '}
        <span role="status">{outcome}</span>
      </div>
    </>
  );
}

/**
 * The review's manager notes: saved with the open performance recap cycle when the reader is the person's manager;
 * otherwise (no open cycle, a global admin) room to write on paper, not saved.
 */
export function ReviewNotes({ userId }: { userId: string }) {
  const { t } = useTranslation('reports', { keyPrefix: 'recap' });
  const notesId = useId();
  const { data: recap, isLoading } = useOpenPerformanceRecap(userId);
  if (isLoading) return null;
  if (recap && !recap.mine) return <SavedNotes key={recap.cycle.id} userId={userId} recap={recap} />;
  return (
    <>
      <label htmlFor={notesId} className={styles.screenOnly}>
        {t('notes.label')}
      </label>
      <textarea id={notesId} className={styles.notes} rows={10} aria-describedby={`${notesId}-hint`} />
      <p id={`${notesId}-hint`} className={`${styles.muted} ${styles.screenOnly}`}>
        {t('notes.hint')}
      </p>
    </>
  );
}
