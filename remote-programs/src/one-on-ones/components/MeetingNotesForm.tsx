import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROWTH_NOTES_MAX_LENGTH, type MeetingNotes, type OneOnOne } from '@laurel/shared/contract';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import { FieldError } from '@laurel/shared/ui-kit';
import { fetchMeeting, saveNotes } from '../api/one-on-ones-api';
import { growthErrorText } from '../../growth-kit/growth-error';
import { TheirNotes } from './TheirNotes';
import styles from './OneOnOnes.module.css';

interface MeetingNotesFormProps {
  meeting: OneOnOne;
  change: (request: () => Promise<OneOnOne>) => Promise<OneOnOne>;
}

const FIELDS = ['sharedNotes', 'decisions', 'myPrivateNotes'] as const;
type NotesText = Omit<MeetingNotes, 'baseVersion'>;

const isConflict = (error: unknown) =>
  error instanceof HttpError && apiErrorIdOf(error.body) === 'one_on_one_notes_conflict';
const HINTS: Partial<Record<(typeof FIELDS)[number], string>> = {
  sharedNotes: 'oneOnOnes.meeting.sharedNotesHint',
  myPrivateNotes: 'oneOnOnes.meeting.privateNotesHint',
};
const LABELS = {
  sharedNotes: 'oneOnOnes.meeting.sharedNotes',
  decisions: 'oneOnOnes.meeting.decisions',
  myPrivateNotes: 'oneOnOnes.meeting.privateNotes',
} as const;

/**
 * Shared notes and decisions both people edit, and the reader's private notes, saved together. A save names the
 * version it was written over: when the other person saved in between, the server refuses it, the form shows
 * their text beside the reader's (which stays in the fields), and the next save goes over theirs knowingly.
 */
export function MeetingNotesForm({ meeting, change }: MeetingNotesFormProps) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [notes, setNotes] = useState<NotesText>({
    sharedNotes: meeting.sharedNotes,
    decisions: meeting.decisions,
    myPrivateNotes: meeting.myPrivateNotes,
  });
  const [baseVersion, setBaseVersion] = useState(meeting.notesVersion);
  const [theirs, setTheirs] = useState<OneOnOne | null>(null);
  const [outcome, setOutcome] = useState<{ saved: true } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = meeting.status === 'ended';

  const showTheirs = async () => {
    const latest = await fetchMeeting(meeting.id).catch(() => null);
    if (!latest) return;
    setTheirs(latest);
    setBaseVersion(latest.notesVersion);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await change(() => saveNotes(meeting.id, { ...notes, baseVersion }));
      setBaseVersion(saved.notesVersion);
      setTheirs(null);
      setOutcome({ saved: true });
    } catch (error) {
      if (isConflict(error)) await showTheirs();
      setOutcome({ error: growthErrorText(t, 'oneOnOnes', error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.section} aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-heading`}>{t('oneOnOnes.meeting.notes')}</h2>
      {FIELDS.map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
          {HINTS[field] && (
            <span id={`${id}-${field}-hint`} className={styles.muted}>
              {t(HINTS[field])}
            </span>
          )}
          <textarea
            id={`${id}-${field}`}
            value={notes[field]}
            readOnly={readOnly}
            maxLength={GROWTH_NOTES_MAX_LENGTH}
            aria-describedby={HINTS[field] ? `${id}-${field}-hint` : undefined}
            onChange={(event) => setNotes({ ...notes, [field]: event.target.value })}
          />
        </div>
      ))}
      {!readOnly && (
        <div className={styles.actions}>
          <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
            {busy ? t('oneOnOnes.meeting.saving') : t('oneOnOnes.meeting.saveNotes')}
          </button>
          <span role="status">{outcome && 'saved' in outcome ? t('oneOnOnes.meeting.notesSaved') : null}</span>
          {outcome && 'error' in outcome && <FieldError id={`${id}-error`} error={outcome.error} />}
        </div>
      )}
      {theirs && <TheirNotes theirs={theirs} />}
    </form>
  );
}
