import { useId, type ReactNode } from 'react';
import type { Drink } from '../cup-level';
import type { QualityState } from '../hooks/use-quality-score';
import { useRememberedOpen } from '../hooks/use-remembered-open';
import { GaugeSummary } from './GaugeSummary';
import styles from './QualityGauge.module.css';

interface GaugeAccordionProps {
  quality: QualityState;
  drink: Drink;
  children: ReactNode;
}

/** Phones: the gauge folds under the composer; its header shows the cup and the count while folded. */
export function GaugeAccordion({ quality, drink, children }: GaugeAccordionProps) {
  const [open, setOpen] = useRememberedOpen('accordion');
  const regionId = useId();
  const headerId = useId();
  return (
    <div className={styles.accordion}>
      <h3 className={styles.accordionHeading}>
        <button
          id={headerId}
          type="button"
          className={styles.accordionButton}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <GaugeSummary quality={quality} drink={drink} />
          <span className={styles.chevron} aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h3>
      <div id={regionId} role="region" aria-labelledby={headerId} hidden={!open} className={styles.accordionBody}>
        {open && children}
      </div>
    </div>
  );
}
