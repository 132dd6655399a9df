import type { ReactElement } from 'react';
import type { FallingShape } from './season-themes';

// Drawn in a 24-unit box in `currentColor`: the overlay's stylesheet colours each shape (and the dark theme may).
const SNOWFLAKE_ARMS = [0, 60, 120];
const BLOSSOM_PETALS = [0, 72, 144, 216, 288];
const SUN_RAYS = [0, 45, 90, 135, 180, 225, 270, 315];

const SHAPES: Readonly<Record<FallingShape, ReactElement>> = {
  snowflake: (
    <g stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none">
      {SNOWFLAKE_ARMS.map((angle) => (
        <g key={angle} transform={`rotate(${angle} 12 12)`}>
          <path d="M12 2v20M12 5l-2.5-2.5M12 5l2.5-2.5M12 19l-2.5 2.5M12 19l2.5 2.5" />
        </g>
      ))}
    </g>
  ),
  sparkle: (
    <path
      fill="currentColor"
      d="M12 1c.8 5.6 2.9 8.9 11 11-8.1 2.1-10.2 5.4-11 11-.8-5.6-2.9-8.9-11-11 8.1-2.1 10.2-5.4 11-11z"
    />
  ),
  bauble: (
    <g fill="currentColor">
      <rect x="10" y="2" width="4" height="4" rx="1" opacity="0.7" />
      <circle cx="12" cy="14" r="8" />
      <path d="M6 13q6 3 12 0" stroke="white" strokeWidth="1.2" fill="none" opacity="0.6" />
    </g>
  ),
  petal: <path fill="currentColor" d="M12 2C6 7 5 15 12 22c7-7 6-15 0-20z" />,
  blossom: (
    <g fill="currentColor">
      {BLOSSOM_PETALS.map((angle) => (
        <ellipse key={angle} cx="12" cy="6.5" rx="3.6" ry="5" transform={`rotate(${angle} 12 12)`} />
      ))}
      <circle cx="12" cy="12" r="2.6" fill="#f7d774" />
    </g>
  ),
  sun: (
    <g fill="currentColor" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="5" />
      {SUN_RAYS.map((angle) => (
        <path key={angle} d="M12 1.5v3" transform={`rotate(${angle} 12 12)`} />
      ))}
    </g>
  ),
  confetti: (
    <g fill="currentColor">
      <rect x="4" y="3" width="5" height="9" rx="1" transform="rotate(-20 6.5 7.5)" />
      <rect x="14" y="10" width="4" height="10" rx="1" transform="rotate(25 16 15)" opacity="0.75" />
    </g>
  ),
  leaf: (
    <g fill="currentColor">
      <path d="M20 3C10 3 3 8 4 19c0 1 .5 1.6 1.2 1.6C16 21 21 13 20 3z" />
      <path d="M5 20L16 8" stroke="white" strokeWidth="1" opacity="0.5" />
    </g>
  ),
};

/** One falling item; decorative, so the overlay hides it from assistive technology. */
export function FallingShapeSvg({ shape }: { shape: FallingShape }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
      {SHAPES[shape]}
    </svg>
  );
}

/** A friendly ghost for Halloween's season. */
export function GhostSvg() {
  return (
    <svg viewBox="0 0 32 36" width="1em" height="1.125em" focusable="false">
      <path
        fill="currentColor"
        d="M16 1C8 1 3 7 3 15v19l4.3-3.5L11.6 34l4.4-3.5 4.4 3.5 4.3-3.5L29 34V15C29 7 24 1 16 1z"
      />
      <ellipse cx="11.5" cy="14" rx="2.2" ry="3" fill="#2b2b3a" />
      <ellipse cx="20.5" cy="14" rx="2.2" ry="3" fill="#2b2b3a" />
      <ellipse cx="16" cy="22" rx="2.5" ry="1.6" fill="#2b2b3a" />
    </svg>
  );
}
