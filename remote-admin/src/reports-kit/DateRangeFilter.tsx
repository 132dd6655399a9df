import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRangeProblem, type ReportRange, type ReportRangeProblem } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { presetOf, presetRange, RANGE_PRESETS, type RangePreset } from './report-range-presets';
import styles from './ReportPage.module.css';

export interface DateRangeFilterProps {
  value: ReportRange;
  /** Called with valid ranges only; an invalid custom range stays in the fields with its error. */
  onChange: (range: ReportRange) => void;
  today?: Date;
  /** The presets offered before 'Custom range'; the spec's report presets unless said. */
  presets?: readonly RangePreset[];
}

type Choice = RangePreset | 'custom';

const FIELD_OF_PROBLEM: Record<ReportRangeProblem, 'from' | 'to'> = {
  report_start_date_invalid: 'from',
  report_end_date_invalid: 'to',
  report_range_reversed: 'to',
};

/** A report's date range: the spec's presets, or a custom from–to checked as it is typed. */
export function DateRangeFilter({
  value,
  onChange,
  today = new Date(),
  presets = RANGE_PRESETS,
}: DateRangeFilterProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'kit' });
  const id = useId();
  const [choice, setChoice] = useState<Choice>(() => presetOf(value, today, presets) ?? 'custom');
  const [draft, setDraft] = useState<ReportRange>(value);
  const problem = choice === 'custom' ? reportRangeProblem(draft) : null;
  const errorId = (field: 'from' | 'to') => `${id}-${field}-error`;
  const errorOn = (field: 'from' | 'to') =>
    problem && FIELD_OF_PROBLEM[problem] === field ? t(`range.errors.${problem}`) : undefined;

  const choose = (next: Choice) => {
    setChoice(next);
    if (next === 'custom') {
      setDraft(value);
      return;
    }
    const range = presetRange(next, today);
    setDraft(range);
    onChange(range);
  };
  const edit = (field: keyof ReportRange, day: string) => {
    const next = { ...draft, [field]: day };
    setDraft(next);
    if (!reportRangeProblem(next)) onChange(next);
  };

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-preset`}>{t('range.label')}</label>
        <select id={`${id}-preset`} value={choice} onChange={(event) => choose(event.target.value as Choice)}>
          {[...presets, 'custom' as const].map((preset) => (
            <option key={preset} value={preset}>
              {t(`range.presets.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {choice === 'custom' &&
        (['from', 'to'] as const).map((field) => {
          const key = field === 'from' ? 'start_date' : 'end_date';
          const error = errorOn(field);
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={`${id}-${field}`}>{t(`range.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                type="date"
                value={draft[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(field) : undefined}
                onChange={(event) => edit(key, event.target.value)}
              />
              <FieldError id={errorId(field)} error={error} />
            </div>
          );
        })}
    </>
  );
}
