import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import { oneOnOneDateProblem, type OneOnOne } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { scheduleMeeting } from '../api/one-on-ones-api';
import { growthErrorText } from '../../growth-kit/growth-error';
import type { MeetingChange } from './use-meeting-change';
import { localToday } from './local-today';
import styles from './OneOnOnes.module.css';

type Problem = { field: 'date' | 'time' | 'form'; text: string } | null;

const fieldOf = (error: unknown): 'date' | 'time' | 'form' => {
  const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
  if (id === 'one_on_one_date_past' || id === 'one_on_one_date_invalid') return 'date';
  return id === 'one_on_one_time_invalid' ? 'time' : 'form';
};

/** The open meeting's day and optional time, moved by either person; never to a day already gone. */
export function ScheduleForm({ meeting, change }: { meeting: OneOnOne; change: MeetingChange }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [date, setDate] = useState(meeting.scheduledFor);
  const [time, setTime] = useState(meeting.scheduledTime ?? '');
  const [problem, setProblem] = useState<Problem>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const local = oneOnOneDateProblem(date, localToday());
    if (local) {
      setProblem({ field: 'date', text: t(`oneOnOnes.errors.${local}`) });
      document.getElementById(`${id}-date`)?.focus();
      return;
    }
    try {
      await change(() => scheduleMeeting(meeting.id, { scheduledFor: date, scheduledTime: time || null }));
      setProblem(null);
      setSaved(true);
    } catch (refusal) {
      const field = fieldOf(refusal);
      setProblem({ field, text: growthErrorText(t, 'oneOnOnes', refusal) });
      if (field !== 'form') document.getElementById(`${id}-${field}`)?.focus();
    }
  };

  const errorOf = (field: 'date' | 'time' | 'form') => (problem?.field === field ? problem.text : null);
  return (
    <form className={styles.schedule} aria-labelledby={`${id}-heading`} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={`${id}-heading`}>{t('oneOnOnes.schedule.title')}</h2>
      <div className={styles.scheduleFields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('oneOnOnes.schedule.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            min={localToday()}
            value={date}
            aria-invalid={errorOf('date') ? true : undefined}
            aria-describedby={errorOf('date') ? `${id}-date-error` : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
          <FieldError id={`${id}-date-error`} error={errorOf('date')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-time`}>{t('oneOnOnes.schedule.time')}</label>
          <input
            id={`${id}-time`}
            type="time"
            value={time}
            aria-invalid={errorOf('time') ? true : undefined}
            aria-describedby={errorOf('time') ? `${id}-time-error` : `${id}-time-hint`}
            onChange={(event) => setTime(event.target.value)}
          />
          <span id={`${id}-time-hint`} className={styles.muted}>
            {t('oneOnOnes.schedule.timeHint')}
          </span>
          <FieldError id={`${id}-time-error`} error={errorOf('time')} />
        </div>
        <button type="submit" className={styles.button}>
          {t('oneOnOnes.schedule.save')}
        </button>
      </div>
      <span role="status">{saved ? t('oneOnOnes.schedule.saved') : null}</span>
      <FieldError id={`${id}-error`} error={errorOf('form')} />
    </form>
  );
}
