import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateApiError } from '@laurel/shared';
import {
  apiErrorText,
  checkInProblems,
  CHECK_IN_TEXT_MAX_LENGTH,
  type ApiErrorId,
  type CheckIn,
  type CheckInPulse,
} from '@laurel/shared/contract';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { postCheckIn } from '../api/check-in-api';
import { fieldOfRefusal } from '../check-in-problems';
import { useCheckInChange } from '../use-check-in-change';
import { MoodField } from './MoodField';
import { PulseField } from '../../pulse-check/components/PulseField';
import styles from './CheckIns.module.css';

interface CheckInFormProps {
  /** The check-in being changed, or none for a new one. */
  existing: CheckIn | null;
  /** The company's pulse question, asked when it is on. */
  pulse?: CheckInPulse | null;
  onSaved: () => void;
  onCancel?: () => void;
}

/** This period's check-in: what went well, what's blocking, a 1–5 mood; checked here and by the API. */
export function CheckInForm({ existing, pulse = null, onSaved, onCancel }: CheckInFormProps) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [wentWell, setWentWell] = useState(existing?.wentWell ?? '');
  const [blockers, setBlockers] = useState(existing?.blockers ?? '');
  const [mood, setMood] = useState<number | null>(existing?.mood ?? null);
  const [pulseScore, setPulseScore] = useState<number | null>(existing?.pulse?.score ?? null);
  const [pulseComment, setPulseComment] = useState(existing?.pulse?.comment ?? '');
  const [shown, setShown] = useState<ReturnType<typeof checkInProblems>>({});
  const change = useCheckInChange();
  const say = (problem: ApiErrorId | undefined) =>
    problem && translateApiError(t, problem, { max: CHECK_IN_TEXT_MAX_LENGTH }, apiErrorText(problem));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answered = pulse && pulseScore !== null ? { score: pulseScore, comment: pulseComment } : null;
    const input = { wentWell, blockers, mood: mood ?? 0, ...(answered && { pulse: answered }) };
    const problems = checkInProblems(input);
    setShown(problems);
    const first = (['wentWell', 'mood', 'blockers', 'pulseComment'] as const).find((field) => problems[field]);
    if (first) {
      const target = { mood: `${id}-mood-first`, pulseComment: `${id}-pulse-comment` }[first as string];
      document.getElementById(target ?? `${id}-${first}`)?.focus();
      return;
    }
    if (await change.run(() => postCheckIn(input))) onSaved();
  }

  const refusedAt = change.error ? fieldOfRefusal(change.error) : null;
  const refusal = change.error ? apiErrorMessage(t, change.error) : undefined;
  const wentWellError = refusedAt === 'wentWell' ? refusal : say(shown.wentWell);
  const moodError = refusedAt === 'mood' ? refusal : say(shown.mood);
  const blockersError = say(shown.blockers);
  const pulseSay = (problem: ApiErrorId | undefined) =>
    problem && t(`pulse.errors.${problem}`, { defaultValue: apiErrorText(problem) });
  const pulseCommentError = refusedAt === 'pulseComment' ? refusal : pulseSay(shown.pulseComment);
  const pulseScoreError = refusedAt === 'pulseScore' ? refusal : pulseSay(shown.pulseScore);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-wentWell`} className={styles.label}>
          {t('checkIns.form.wentWell')}
        </label>
        <textarea
          id={`${id}-wentWell`}
          className={styles.textarea}
          rows={3}
          required
          value={wentWell}
          aria-invalid={wentWellError ? true : undefined}
          aria-describedby={`${id}-wentWell-error ${id}-wentWell-count`}
          onChange={(event) => {
            setWentWell(event.target.value);
            setShown(({ wentWell: _fixed, ...rest }) => rest);
          }}
        />
        <TextCounter id={`${id}-wentWell-count`} count={wentWell.trim().length} max={CHECK_IN_TEXT_MAX_LENGTH} />
        <FieldError id={`${id}-wentWell-error`} error={wentWellError} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-blockers`} className={styles.label}>
          {t('checkIns.form.blockers')}
        </label>
        <textarea
          id={`${id}-blockers`}
          className={styles.textarea}
          rows={3}
          value={blockers}
          aria-invalid={blockersError ? true : undefined}
          aria-describedby={`${id}-blockers-error ${id}-blockers-count`}
          onChange={(event) => {
            setBlockers(event.target.value);
            setShown(({ blockers: _fixed, ...rest }) => rest);
          }}
        />
        <TextCounter id={`${id}-blockers-count`} count={blockers.trim().length} max={CHECK_IN_TEXT_MAX_LENGTH} />
        <FieldError id={`${id}-blockers-error`} error={blockersError} />
      </div>
      <MoodField
        id={`${id}-mood`}
        mood={mood}
        error={moodError}
        onChange={(value) => {
          setMood(value);
          setShown(({ mood: _fixed, ...rest }) => rest);
        }}
      />
      {pulse && (
        <PulseField
          id={`${id}-pulse`}
          pulse={pulse}
          score={pulseScore}
          comment={pulseComment}
          scoreError={pulseScoreError}
          commentError={pulseCommentError}
          onScore={setPulseScore}
          onComment={(value) => {
            setPulseComment(value);
            setShown(({ pulseComment: _fixed, ...rest }) => rest);
          }}
        />
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} aria-disabled={change.saving || undefined}>
          {change.saving ? t('checkIns.form.saving') : t('checkIns.form.save')}
        </button>
        {onCancel && (
          <button type="button" className={buttons.button} onClick={onCancel}>
            {t('checkIns.form.cancel')}
          </button>
        )}
      </div>
      {refusedAt === 'form' && (
        <p role="alert" className={styles.problem}>
          {t('checkIns.form.failed')} {refusal}
        </p>
      )}
    </form>
  );
}
