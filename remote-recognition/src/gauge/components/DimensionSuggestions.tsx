import { useTranslation } from 'react-i18next';
import type { QualityDimensionKey } from '@laurel/shared/recognition';
import { useQualitySuggestions } from '../api/get-quality-suggestions';
import styles from './QualityGauge.module.css';

/** The scorer's ideas for a quality the draft lacks (recognition §7). */
export function DimensionSuggestions({
  bonusText,
  dimensionKey,
}: {
  bonusText: string;
  dimensionKey: QualityDimensionKey;
}) {
  const { t } = useTranslation('action_input');
  const { data, error } = useQualitySuggestions(bonusText, dimensionKey);
  return (
    <section aria-label={t('gauge.detail.suggestions')}>
      <h5 className={styles.subheading}>{t('gauge.detail.suggestions')}</h5>
      {error ? (
        <p className={styles.reason}>{t('gauge.detail.suggestionsError')}</p>
      ) : !data ? (
        <p className={styles.reason}>{t('gauge.detail.suggestionsLoading')}</p>
      ) : (
        <ul className={styles.suggestions}>
          {data.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
