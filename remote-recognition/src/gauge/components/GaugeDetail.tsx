import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QualityDimension, QualityDimensionKey } from '@laurel/shared/recognition';
import { DimensionSuggestions } from './DimensionSuggestions';
import styles from './QualityGauge.module.css';

interface GaugeDetailProps {
  dimensionKey: QualityDimensionKey;
  /** Its score; null before the first score. */
  dimension: QualityDimension | null;
  scoredText: string | null;
  /** The 200 ms in from the right. */
  entering: boolean;
  onBack: () => void;
}

/** One quality: what it means, whether the draft has it and why (the scorer's reason), and ideas when it does not. */
export function GaugeDetail({ dimensionKey, dimension, scoredText, entering, onBack }: GaugeDetailProps) {
  const { t } = useTranslation('action_input');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${styles.detail} ${entering ? styles.enterFromRight : ''}`}>
      <h4 ref={heading} tabIndex={-1} className={styles.detailHeading}>
        {t(`gauge.dimensions.${dimensionKey}.name`)}
      </h4>
      <p className={styles.description}>{t(`gauge.dimensions.${dimensionKey}.description`)}</p>
      {dimension ? (
        <>
          <p className={styles.verdict} data-state={dimension.matches ? 'matched' : 'missing'}>
            {dimension.matches ? t('gauge.detail.matched') : t('gauge.detail.missing')}
          </p>
          <h5 className={styles.subheading}>{t('gauge.detail.why')}</h5>
          <p className={styles.reason}>{dimension.reason}</p>
          {!dimension.matches && scoredText && (
            <DimensionSuggestions bonusText={scoredText} dimensionKey={dimensionKey} />
          )}
        </>
      ) : (
        <p className={styles.reason}>{t('gauge.detail.unscored')}</p>
      )}
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('gauge.detail.back')}
      </button>
    </div>
  );
}
