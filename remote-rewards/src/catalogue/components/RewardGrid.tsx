import type { CatalogCountry, CompanyCatalogItem } from '@laurel/shared/contract';
import { RewardCard } from './RewardCard';
import styles from './Catalogue.module.css';

interface RewardGridProps {
  label: string;
  entries: readonly CompanyCatalogItem[];
  country: CatalogCountry | undefined;
}

export function RewardGrid({ label, entries, country }: RewardGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {entries.map((entry) => (
        <RewardCard key={entry.id} entry={entry} country={country} />
      ))}
    </ul>
  );
}
