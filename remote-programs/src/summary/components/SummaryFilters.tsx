import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRange } from '@laurel/shared/pickers';
import { filtered, type SummaryQuery } from '../summary-query';
import {
  DEFAULT_SUMMARY_PRESET,
  SUMMARY_PRESETS,
  dayOfPickerDate,
  pickerDateOf,
  presetOf,
  presetRange,
} from '../summary-range';
import { IncentiveChoice } from './IncentiveChoice';
import styles from './Summary.module.css';

interface SummaryFiltersProps {
  query: SummaryQuery;
  now: number;
  /** The company's incentives, from the summary's answer; none until it arrives. */
  incentives: { id: number; name: string }[] | undefined;
  onChange: (query: SummaryQuery) => void;
}

/** The incentives and the days of the claims; any change shows page 1 again. */
export function SummaryFilters({ query, now, incentives, onChange }: SummaryFiltersProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const activePreset = presetOf(query, now);
  const range: DateRange = [pickerDateOf(query.startDate), pickerDateOf(query.endDate)];

  const pickDays = ([start, end]: DateRange) =>
    onChange(
      filtered(
        query,
        start && end
          ? { startDate: dayOfPickerDate(start), endDate: dayOfPickerDate(end) }
          : presetRange(DEFAULT_SUMMARY_PRESET, now),
      ),
    );

  return (
    <section aria-label={t('summary.filters')} className={styles.filters}>
      <IncentiveChoice
        incentives={incentives ?? []}
        chosen={query.awardIds}
        onChange={(awardIds) => onChange(filtered(query, { awardIds }))}
      />
      <DateRangePicker label={t('summary.dates')} value={range} onChange={pickDays} />
      <div role="group" aria-label={t('summary.presets')} className={styles.presets}>
        {SUMMARY_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.presetButton}
            aria-pressed={preset === activePreset}
            onClick={() => onChange(filtered(query, presetRange(preset, now)))}
          >
            {t(`summary.preset.${preset}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
