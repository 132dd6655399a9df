import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecognitionQualityFilterOptions } from '@laurel/shared/contract';
import kit from '../../reports-kit/ReportPage.module.css';
import type { TopRecognitionFilter } from '../api/use-recognition-quality';
import styles from './RecognitionScores.module.css';

interface TopRecognitionFiltersProps {
  options: RecognitionQualityFilterOptions | undefined;
  value: TopRecognitionFilter;
  onChange: (filter: TopRecognitionFilter) => void;
}

const valuesOf = (options: RecognitionQualityFilterOptions | undefined, type: TopRecognitionFilter['type']) => {
  if (!options || !type) return [];
  if (type === 'hashtag') return options.hashtags.map((hashtag) => ({ value: hashtag, label: `#${hashtag}` }));
  if (type === 'team') return options.teams.map((team) => ({ value: String(team.id), label: team.name }));
  return options.customProperties.flatMap(({ name, values }) =>
    values.map((one) => ({ value: `${name}:${one}`, label: `${name}: ${one}` })),
  );
};

/** Programs §7: a hashtag, a team or a custom property, the last two of the giver (default) or the receivers. */
export function TopRecognitionFilters({ options, value, onChange }: TopRecognitionFiltersProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const id = useId();
  const values = valuesOf(options, value.type);
  return (
    <fieldset className={styles.filters}>
      <legend className={kit.visuallyHidden}>{t('top.heading')}</legend>
      <div className={kit.field}>
        <label htmlFor={`${id}-type`}>{t('top.filterType')}</label>
        <select
          id={`${id}-type`}
          value={value.type}
          onChange={(event) =>
            onChange({ ...value, type: event.target.value as TopRecognitionFilter['type'], value: '' })
          }
        >
          <option value="">{t('top.none')}</option>
          {(['hashtag', 'team', 'custom_property'] as const).map((type) => (
            <option key={type} value={type}>
              {t(`top.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {value.type && (
        <div className={kit.field}>
          <label htmlFor={`${id}-value`}>{t('top.filterValue')}</label>
          <select
            id={`${id}-value`}
            value={value.value}
            onChange={(event) => onChange({ ...value, value: event.target.value })}
          >
            <option value="">{t('top.any')}</option>
            {values.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {value.type && value.type !== 'hashtag' && (
        <div className={kit.field}>
          <label htmlFor={`${id}-direction`}>{t('top.direction')}</label>
          <select
            id={`${id}-direction`}
            value={value.direction}
            onChange={(event) =>
              onChange({ ...value, direction: event.target.value as TopRecognitionFilter['direction'] })
            }
          >
            {(['giver', 'receiver'] as const).map((direction) => (
              <option key={direction} value={direction}>
                {t(`top.directions.${direction}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
