import type { KeyboardEvent } from 'react';
import { classNames } from './class-names';
import type { CellSelection } from './cell-selection';
import styles from './pickers.module.css';

interface RangeGridCellProps {
  date: Date;
  /** The full name read out, e.g. the whole date. */
  label: string;
  text: string;
  selection: CellSelection;
  focusable: boolean;
  disabled: boolean;
  current: boolean;
  outside?: boolean;
  onPick: (date: Date, disabled: boolean) => void;
  onHover: (date: Date, disabled: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: Date) => void;
}

/** One day or month of a picker grid: a button in a gridcell, with one tab stop per grid. */
export function RangeGridCell(props: RangeGridCellProps) {
  const { date, label, text, selection, focusable, disabled, current, outside, onPick, onHover, onKeyDown } = props;
  return (
    <td role="gridcell" aria-selected={selection.selected} className={styles.cell}>
      <button
        type="button"
        tabIndex={focusable ? 0 : -1}
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-current={current ? 'date' : undefined}
        className={classNames(
          styles.cellButton,
          selection.selected && styles.inRange,
          selection.edge && styles.edge,
          outside && styles.outside,
        )}
        onClick={() => onPick(date, disabled)}
        onMouseEnter={() => onHover(date, disabled)}
        onFocus={() => onHover(date, disabled)}
        onKeyDown={(event) => onKeyDown(event, date)}
      >
        {text}
      </button>
    </td>
  );
}
