import { useTranslation } from 'react-i18next';
import styles from './OneOnOnes.module.css';

export interface ListedItem {
  id: number;
  text: string;
  done: boolean;
  carriedFrom: number | null;
  /** Who added it, or who owns it. */
  detail: string;
}

interface ItemListProps {
  items: readonly ListedItem[];
  empty: string;
  /** Absent on an ended meeting: the list is a record. */
  onTick?: (item: ListedItem, done: boolean) => void;
}

/** Talking points or action items, each ticked off by either person. */
export function ItemList({ items, empty, onTick }: ItemListProps) {
  const { t } = useTranslation('growth');
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={item.done}
              disabled={!onTick}
              onChange={(event) => onTick?.(item, event.target.checked)}
            />
            <span className={item.done ? styles.doneText : undefined}>{item.text}</span>
          </label>
          <span className={styles.muted}>
            {item.detail}
            {item.carriedFrom !== null && <span className={styles.badge}>{t('oneOnOnes.meeting.carried')}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
