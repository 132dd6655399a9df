import { useEffect, useRef } from 'react';
import { VISUALIZER_BAR_COUNT, VISUALIZER_MIN_LEVEL } from '../dictation-constants';
import { barHeightOf, barsAfter, createRedrawThrottle } from '../visualizer-levels';
import styles from './Dictation.module.css';

interface VisualizerProps {
  onLevel: (listener: (level: number) => void) => () => void;
}

const FLOOR = Array<number>(VISUALIZER_BAR_COUNT).fill(VISUALIZER_MIN_LEVEL);

/** 40 bars of the latest loudness, drawn straight to the DOM at most every 50 ms (recognition §9). */
export function Visualizer({ onLevel }: VisualizerProps) {
  const barsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let bars = FLOOR;
    const mayDraw = createRedrawThrottle();
    let loudest = VISUALIZER_MIN_LEVEL;
    return onLevel((level) => {
      loudest = Math.max(loudest, level);
      if (!mayDraw(performance.now())) return;
      bars = barsAfter(bars, loudest);
      loudest = VISUALIZER_MIN_LEVEL;
      const elements = barsRef.current?.children ?? [];
      bars.forEach((bar, index) => {
        const element = elements[index] as HTMLElement | undefined;
        element?.style.setProperty('--bar-height', String(barHeightOf(bar)));
      });
    });
  }, [onLevel]);
  return (
    <div ref={barsRef} className={styles.visualizer} aria-hidden="true" data-testid="dictation-visualizer">
      {FLOOR.map((level, index) => (
        <span key={index} className={styles.bar} style={{ ['--bar-height' as string]: barHeightOf(level) }} />
      ))}
    </div>
  );
}
