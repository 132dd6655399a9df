import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './ExpandableText.module.css';

export type CollapsedLines = 2 | 3;

interface ExpandableTextProps {
  children: ReactNode;
  /** How many lines show while collapsed. */
  lines?: CollapsedLines;
}

/** Long recognition text, collapsed to a few lines with a Show more / Show less toggle (spec §4). */
export function ExpandableText({ children, lines = 3 }: ExpandableTextProps) {
  const { t } = useTranslation('components');
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || expanded) return;
    const measure = () => setOverflows(content.scrollHeight > content.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the browser has laid the page out anyway: an observer's first call comes after layout
    // and before the paint. Reading the height here forced a layout of the whole page inside the render's
    // task, the feed's longest; flushSync puts the toggle in before that paint, so nothing moves.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(content);
    return () => observer.disconnect();
  }, [expanded, children, lines]);

  return (
    <div>
      <div
        id={contentId}
        ref={contentRef}
        className={expanded ? undefined : styles.collapsed}
        style={{ '--laurel-expandable-lines': lines } as CSSProperties}
      >
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('text.showLess') : t('text.showMore')}
        </button>
      )}
    </div>
  );
}
