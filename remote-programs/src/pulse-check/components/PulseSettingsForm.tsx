import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorText,
  PULSE_LABEL_MAX_LENGTH,
  PULSE_MANAGER_VIEWS,
  PULSE_QUESTION_MAX_LENGTH,
  PULSE_SCORES,
  PULSE_THRESHOLD_MAX,
  PULSE_THRESHOLD_MIN,
  pulseCheckSettingsProblems,
  pulseSettingsFieldOf,
  type ApiErrorId,
  type PulseCheckSettings,
  type PulseSettingsField,
} from '@laurel/shared/contract';
import { apiErrorMessage } from '@laurel/shared';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { refusalIds } from '../../growth-kit/refusal-ids';
import { savePulseCheckSettings } from '../api/pulse-check-api';
import styles from '../../growth-admin/components/GrowthAdmin.module.css';
import pulse from './Pulse.module.css';

type Problems = Partial<Record<PulseSettingsField, ApiErrorId>>;

/** The pulse question, its scale and what managers see; checked with the contract's schema, then by the API. */
export function PulseSettingsForm({ stored }: { stored: PulseCheckSettings }) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [settings, setSettings] = useState(stored);
  const [threshold, setThreshold] = useState(String(stored.anonymityThreshold));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const say = (problem: ApiErrorId | undefined) =>
    problem && t(`pulseAdmin.errors.${problem}`, { defaultValue: apiErrorText(problem) });
  const change = (patch: Partial<PulseCheckSettings>, fixed?: PulseSettingsField) => {
    setSettings((current) => ({ ...current, ...patch }));
    if (fixed) setProblems(({ [fixed]: _fixed, ...rest }) => rest);
  };

  const focusFirst = (found: Problems) => {
    const first = (['question', 'scaleLabels', 'anonymityThreshold'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const input = { ...settings, anonymityThreshold: threshold.trim() === '' ? NaN : Number(threshold) };
    const found = pulseCheckSettingsProblems(input);
    setProblems(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setSaving(true);
    try {
      setSettings(await savePulseCheckSettings(input));
      setOutcome({ ok: true, text: t('pulseAdmin.saved') });
    } catch (refusal) {
      const refused: Problems = {};
      for (const problem of refusalIds(refusal)) {
        const field = pulseSettingsFieldOf(problem);
        if (field && !refused[field]) refused[field] = problem;
      }
      setProblems(refused);
      focusFirst(refused);
      setOutcome({ ok: false, text: `${t('pulseAdmin.saveFailed')}: ${apiErrorMessage(t, refusal)}` });
    } finally {
      setSaving(false);
    }
  }

  const invalid = (field: PulseSettingsField) => (problems[field] ? true : undefined);
  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label className={pulse.choice}>
          <input
            type="checkbox"
            checked={settings.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          {t('pulseAdmin.enabled')}
        </label>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-question`}>{t('pulseAdmin.question')}</label>
        <textarea
          id={`${id}-question`}
          rows={2}
          value={settings.question}
          aria-invalid={invalid('question')}
          aria-describedby={`${id}-question-hint ${id}-question-count ${id}-question-error`}
          onChange={(event) => change({ question: event.target.value }, 'question')}
        />
        <span id={`${id}-question-hint`} className={styles.muted}>
          {t('pulseAdmin.questionHint', { max: PULSE_QUESTION_MAX_LENGTH })}
        </span>
        <TextCounter
          id={`${id}-question-count`}
          count={settings.question.trim().length}
          max={PULSE_QUESTION_MAX_LENGTH}
        />
        <FieldError id={`${id}-question-error`} error={say(problems.question)} />
      </div>
      <fieldset
        className={`${styles.fieldset} ${styles.field}`}
        aria-describedby={`${id}-scale-hint ${id}-scaleLabels-error`}
      >
        <legend>{t('pulseAdmin.scale')}</legend>
        <span id={`${id}-scale-hint`} className={styles.muted}>
          {t('pulseAdmin.scaleHint', { max: PULSE_LABEL_MAX_LENGTH })}
        </span>
        {PULSE_SCORES.map((score, index) => (
          <div key={score} className={styles.field}>
            <label htmlFor={index === 0 ? `${id}-scaleLabels` : `${id}-scale-${score}`}>
              {t('pulseAdmin.scaleLabel', { score })}
            </label>
            <input
              id={index === 0 ? `${id}-scaleLabels` : `${id}-scale-${score}`}
              value={settings.scaleLabels[index] ?? ''}
              aria-invalid={invalid('scaleLabels')}
              onChange={(event) =>
                change(
                  { scaleLabels: settings.scaleLabels.map((label, at) => (at === index ? event.target.value : label)) },
                  'scaleLabels',
                )
              }
            />
          </div>
        ))}
        <FieldError id={`${id}-scaleLabels-error`} error={say(problems.scaleLabels)} />
      </fieldset>
      <fieldset className={`${styles.fieldset} ${styles.field}`}>
        <legend>{t('pulseAdmin.managerView')}</legend>
        {PULSE_MANAGER_VIEWS.map((view) => (
          <label key={view} className={pulse.choice}>
            <input
              type="radio"
              name={`${id}-managerView`}
              value={view}
              checked={settings.managerView === view}
              onChange={() => change({ managerView: view })}
            />
            {t(`pulseAdmin.${view}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-anonymityThreshold`}>{t('pulseAdmin.threshold')}</label>
        <input
          id={`${id}-anonymityThreshold`}
          inputMode="numeric"
          value={threshold}
          aria-invalid={invalid('anonymityThreshold')}
          aria-describedby={`${id}-threshold-hint ${id}-anonymityThreshold-error`}
          onChange={(event) => {
            setThreshold(event.target.value);
            setProblems(({ anonymityThreshold: _fixed, ...rest }) => rest);
          }}
        />
        <span id={`${id}-threshold-hint`} className={styles.muted}>
          {t('pulseAdmin.thresholdHint', { min: PULSE_THRESHOLD_MIN, max: PULSE_THRESHOLD_MAX })}
        </span>
        <FieldError id={`${id}-anonymityThreshold-error`} error={say(problems.anonymityThreshold)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} aria-disabled={saving || undefined}>
          {saving ? t('pulseAdmin.saving') : t('pulseAdmin.save')}
        </button>
        <span role="status">{outcome?.ok ? outcome.text : null}</span>
      </div>
      {outcome && !outcome.ok && <p role="alert">{outcome.text}</p>}
    </form>
  );
}
