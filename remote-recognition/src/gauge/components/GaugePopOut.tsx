import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Drink } from '../cup-level';
import type { QualityState } from '../hooks/use-quality-score';
import { useRememberedOpen } from '../hooks/use-remembered-open';
import { GaugeSummary } from './GaugeSummary';
import { useGaugeColumn } from './GaugeColumn';
import styles from './QualityGauge.module.css';

interface GaugePopOutProps {
  quality: QualityState;
  drink: Drink;
  children: ReactNode;
}

/** Desktop: a toggle under the composer opens the 322 px panel in the modal's column beside it. */
export function GaugePopOut({ quality, drink, children }: GaugePopOutProps) {
  const { t } = useTranslation('action_input');
  const [open, setOpen] = useRememberedOpen('popOut');
  const column = useGaugeColumn();
  const panelId = useId();
  const headingId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <GaugeSummary quality={quality} drink={drink} />
      </button>
      {open &&
        column &&
        createPortal(
          <section id={panelId} className={styles.popOut} aria-labelledby={headingId}>
            <div className={styles.popOutHeader}>
              <h3 id={headingId}>{t('gauge.title')}</h3>
              <button type="button" className={styles.close} aria-label={t('gauge.close')} onClick={close}>
                ×
              </button>
            </div>
            {children}
          </section>,
          column,
        )}
    </>
  );
}
