import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_DIMENSION_KEYS, type QualityDimension, type QualityDimensionKey } from '@laurel/shared/recognition';
import styles from './QualityGauge.module.css';

interface GaugeChecklistProps {
  /** The scored dimensions; null before the first score. */
  dimensions: readonly QualityDimension[] | null;
  /** The dimension whose detail was just left: its button takes the focus back. */
  returningTo: QualityDimensionKey | null;
  onOpen: (key: QualityDimensionKey) => void;
}

/** The five qualities, each a button into its detail, ticked when the draft has it. */
export function GaugeChecklist({ dimensions, returningTo, onOpen }: GaugeChecklistProps) {
  const { t } = useTranslation('action_input');
  const buttons = useRef(new Map<QualityDimensionKey, HTMLButtonElement>());
  useEffect(() => {
    if (returningTo) buttons.current.get(returningTo)?.focus();
    // Only when the checklist comes back: later renders leave the focus where the person put it.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ul className={`${styles.checklist} ${returningTo ? styles.enterFromLeft : ''}`} aria-label={t('gauge.checklist')}>
      {QUALITY_DIMENSION_KEYS.map((key) => {
        const dimension = dimensions?.find((candidate) => candidate.key === key);
        const state = !dimension ? 'unscored' : dimension.matches ? 'matched' : 'missing';
        return (
          <li key={key}>
            <button
              ref={(element) => {
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
              type="button"
              className={styles.dimension}
              data-state={state}
              onClick={() => onOpen(key)}
            >
              <span className={styles.tick} aria-hidden="true">
                {state === 'matched' ? '✓' : ''}
              </span>
              <span className={styles.dimensionName}>{t(`gauge.dimensions.${key}.name`)}</span>
              <span className={styles.dimensionState}>{t(`gauge.state.${state}`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
