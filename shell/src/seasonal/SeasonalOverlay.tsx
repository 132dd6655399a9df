import type { CSSProperties } from 'react';
import type { SeasonKind } from '@laurel/shared/seasonal';
import { useReducedMotion } from '@laurel/shared/ui-kit';
import { FallingShapeSvg, GhostSvg } from './falling-shapes';
import { FALLING_ITEM_COUNT, GHOST_COUNT } from './seasonal-constants';
import { SEASON_THEMES } from './season-themes';
import styles from './SeasonalOverlay.module.css';

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

/**
 * Decoration only: hidden from assistive technology and transparent to the pointer. With reduced
 * motion asked for, the items rest where they are scattered and nothing moves.
 */
export function SeasonalOverlay({ kind }: { kind: SeasonKind }) {
  const { shapes, ghosts } = SEASON_THEMES[kind];
  const still = useReducedMotion();
  return (
    <div
      className={styles.overlay}
      aria-hidden="true"
      data-testid="seasonal-overlay"
      data-season={kind}
      data-motion={still ? 'still' : 'falling'}
    >
      {Array.from({ length: FALLING_ITEM_COUNT }, (_, index) => {
        const shape = shapes[index % shapes.length] ?? 'leaf';
        return (
          <span
            key={`item-${index}`}
            className={`${styles.falling} ${styles[shape]}`}
            style={fallingStyle(index)}
            data-testid="seasonal-falling-item"
            data-shape={shape}
          >
            <FallingShapeSvg shape={shape} />
          </span>
        );
      })}
      {ghosts &&
        Array.from({ length: GHOST_COUNT }, (_, index) => (
          <span key={`ghost-${index}`} className={styles.ghost} style={ghostStyle(index)} data-testid="seasonal-ghost">
            <GhostSvg />
          </span>
        ))}
    </div>
  );
}
