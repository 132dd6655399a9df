import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './GaugeSlot.module.css';

const QualityGauge = lazy(() => import('./QualityGauge'));

/** The gauge's place in the form: its code and copy load after the modal's, keeping the row's height meanwhile. */
export function GaugeSlot(props: ComponentProps<typeof QualityGauge>) {
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <QualityGauge {...props} />
    </Suspense>
  );
}
