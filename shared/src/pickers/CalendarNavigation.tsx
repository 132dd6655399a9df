import styles from './pickers.module.css';

interface CalendarNavigationProps {
  titleId: string;
  title: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
}

/** The title between previous and next buttons, above either calendar grid. */
export function CalendarNavigation({
  titleId,
  title,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  nextDisabled = false,
}: CalendarNavigationProps) {
  return (
    <div className={styles.navigation}>
      <button type="button" className={styles.navButton} aria-label={previousLabel} onClick={onPrevious}>
        ‹
      </button>
      <span id={titleId} className={styles.title} aria-live="polite">
        {title}
      </span>
      <button
        type="button"
        className={styles.navButton}
        aria-label={nextLabel}
        disabled={nextDisabled}
        onClick={onNext}
      >
        ›
      </button>
    </div>
  );
}
