import { useId, type ReactNode } from 'react';
import type { CupLevel, Drink } from '../cup-level';
import styles from './QualityGauge.module.css';

interface Vessel {
  /** The vessel's outline, in a 64 × 64 box. */
  outline: string;
  /** Where the drink can be: the liquid fills it from `bottom` up to `top`. */
  inside: string;
  top: number;
  bottom: number;
  liquid: string;
  /** Drawn over the vessel: a straw, a handle, steam; `level` lets a garnish sit on the drink. */
  extras: (level: CupLevel) => ReactNode;
}

const handle = (d: string) => <path d={d} fill="none" stroke="currentColor" strokeWidth="3" />;

/** Recognition §9: the five drinks, drawn at the gauge's level. */
const VESSELS: Record<Drink, Vessel> = {
  bubbleTea: {
    outline: 'M16 14 H48 L44 60 H20 Z',
    inside: 'M18 16 H46 L42.4 58 H21.6 Z',
    top: 16,
    bottom: 58,
    liquid: '#c9a47e',
    extras: (level) => (
      <>
        <path d="M38 2 L34 40" stroke="#e5484d" strokeWidth="4" strokeLinecap="round" />
        <path d="M14 14 Q32 6 50 14" fill="none" stroke="currentColor" strokeWidth="2" />
        {level > 0 &&
          [24, 30, 36, 40, 27, 33].map((x, index) => (
            <circle key={index} cx={x} cy={index < 4 ? 54 : 50} r="2.6" fill="#3b2417" />
          ))}
      </>
    ),
  },
  cocoa: {
    outline: 'M12 18 H46 V56 Q46 60 42 60 H16 Q12 60 12 56 Z',
    inside: 'M14 20 H44 V56 Q44 58 42 58 H16 Q14 58 14 56 Z',
    top: 20,
    bottom: 58,
    liquid: '#6b3e26',
    extras: (level) => (
      <>
        {handle('M46 26 Q58 26 58 38 Q58 48 46 48')}
        {level >= 60 &&
          [18, 27, 36].map((x) => (
            <rect key={x} x={x} y={level === 100 ? 17 : 26} width="6" height="6" rx="1.5" fill="#fff7ed" />
          ))}
      </>
    ),
  },
  coffee: {
    outline: 'M14 24 H46 L42 52 Q41 56 37 56 H23 Q19 56 18 52 Z',
    inside: 'M16 26 H44 L40.2 51.5 Q39.5 54 37 54 H23 Q20.5 54 19.8 51.5 Z',
    top: 26,
    bottom: 54,
    liquid: '#4b2e1e',
    extras: (level) => (
      <>
        {handle('M45 30 Q54 30 53 38 Q52 45 43 45')}
        <path d="M8 58 H52" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        {level > 0 && (
          <path d="M26 18 Q22 13 26 8 M34 18 Q30 13 34 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </>
    ),
  },
  juice: {
    outline: 'M18 8 H46 L42 60 H22 Z',
    inside: 'M20 10 H44 L40.2 58 H23.8 Z',
    top: 10,
    bottom: 58,
    liquid: '#f59e0b',
    extras: () => (
      <>
        <circle cx="46" cy="9" r="7" fill="#fb923c" stroke="#ea580c" strokeWidth="1.5" />
        <path d="M46 2 V16 M39 9 H53" stroke="#fed7aa" strokeWidth="1" />
      </>
    ),
  },
  tea: {
    outline: 'M8 30 H50 Q50 54 29 54 Q8 54 8 30 Z',
    inside: 'M10 32 H48 Q47 52 29 52 Q11 52 10 32 Z',
    top: 32,
    bottom: 52,
    liquid: '#c2772b',
    extras: () => (
      <>
        {handle('M49 34 Q58 34 57 41 Q56 47 46 46')}
        <path d="M4 58 H54" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M36 30 L40 12" stroke="currentColor" strokeWidth="1" />
        <rect x="36" y="4" width="9" height="9" rx="1" fill="#16a34a" />
      </>
    ),
  },
};

export interface DrinkCupProps {
  drink: Drink;
  level: CupLevel;
  /** Names the picture; without one it is decoration beside words that say the same. */
  label?: string;
  sizePx: number;
}

/** The gauge's cup: filled to the level, drawn for the drink; its colours are the drink's, its lines the text colour. */
export function DrinkCup({ drink, level, label, sizePx }: DrinkCupProps) {
  const clipId = useId();
  const { outline, inside, top, bottom, liquid, extras } = VESSELS[drink];
  const surface = bottom - ((bottom - top) * level) / 100;
  return (
    <svg
      className={styles.cup}
      viewBox="0 0 64 64"
      width={sizePx}
      height={sizePx}
      data-drink={drink}
      data-level={level}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <clipPath id={clipId}>
        <path d={inside} />
      </clipPath>
      <rect
        className={styles.liquid}
        x="0"
        y={surface}
        width="64"
        height={64 - surface}
        fill={liquid}
        clipPath={`url(#${clipId})`}
      />
      <path d={outline} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      {extras(level)}
    </svg>
  );
}
