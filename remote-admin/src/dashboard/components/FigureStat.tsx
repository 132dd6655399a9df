import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodFigure } from '@laurel/shared/contract';
import { FigureChange } from './FigureChange';
import styles from './Dashboard.module.css';

interface FigureStatProps {
  label: string;
  figure: PeriodFigure;
  /** How a value reads: a count, points, a share. */
  format: (value: number) => string;
  share?: boolean;
  detail?: ReactNode;
  /** The previous figure in words, when it is not the previous 30 days' own. */
  previousText?: (value: string) => string;
}

/** One figure of the last 30 days, the previous figure and the change between them. */
export function FigureStat({ label, figure, format, share, detail, previousText }: FigureStatProps) {
  const { t } = useTranslation('admin_dashboard');
  return (
    <div className={styles.stat}>
      <h3 className={styles.statLabel}>{label}</h3>
      <p className={styles.figure}>{format(figure.current)}</p>
      {detail}
      <p className={styles.previous}>
        {previousText ? previousText(format(figure.previous)) : t('previous', { value: format(figure.previous) })}
      </p>
      <FigureChange figure={figure} share={share} />
    </div>
  );
}
