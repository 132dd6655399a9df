import { useTranslation } from 'react-i18next';
import { changeOf, type PeriodFigure } from '@laurel/shared/contract';
import styles from './Dashboard.module.css';

const ARROW = { up: '▲', down: '▼', same: '–' } as const;

/** How a figure moved since the previous 30 days, in words beside the arrow (not in colour only). */
export function FigureChange({ figure, share = false }: { figure: PeriodFigure; share?: boolean }) {
  const { t } = useTranslation('admin_dashboard');
  const { direction, amount, percent } = changeOf(figure);
  const key =
    direction === 'same'
      ? 'change.same'
      : share
        ? `change.${direction}Share`
        : percent === null
          ? `change.${direction}`
          : `change.${direction}Percent`;
  return (
    <p className={styles.change} data-direction={direction}>
      <span aria-hidden="true">{ARROW[direction]}</span> {t(key, { amount, percent })}
    </p>
  );
}
