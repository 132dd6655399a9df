import type { CSSProperties } from 'react';
import { FALLING_ITEM_COUNT, GHOST_COUNT } from './seasonal-constants';
import styles from './SeasonalOverlay.module.css';

const LEAVES = ['🍂', '🍁', '🍃'] as const;

// Spread by index rather than at random, so the layout is the same on every render.
const fallingStyle = (index: number) =>
  ({
    '--seasonal-left': `${(index * 37 + 5) % 100}%`,
    '--seasonal-rest-top': `${(index * 53 + 11) % 90}%`,
    '--seasonal-delay': `${-((index * 1.7) % 12)}s`,
    '--seasonal-duration': `${9 + (index % 5) * 1.5}s`,
  }) as CSSProperties;

const ghostStyle = (index: number) =>
  ({
    '--seasonal-left': `${15 + index * 30}%`,
    '--seasonal-rest-top': `${25 + (index % 2) * 35}%`,
    '--seasonal-delay': `${-index * 4}s`,
    '--seasonal-duration': `${14 + index * 3}s`,
  }) as CSSProperties;

/** Decoration only: hidden from assistive technology and transparent to the pointer. */
export function SeasonalOverlay() {
  return (
    <div className={styles.overlay} aria-hidden="true" data-testid="seasonal-overlay">
      {Array.from({ length: FALLING_ITEM_COUNT }, (_, index) => (
        <span
          key={`leaf-${index}`}
          className={styles.falling}
          style={fallingStyle(index)}
          data-testid="seasonal-falling-item"
        >
          {LEAVES[index % LEAVES.length]}
        </span>
      ))}
      {Array.from({ length: GHOST_COUNT }, (_, index) => (
        <span key={`ghost-${index}`} className={styles.ghost} style={ghostStyle(index)} data-testid="seasonal-ghost">
          👻
        </span>
      ))}
    </div>
  );
}
