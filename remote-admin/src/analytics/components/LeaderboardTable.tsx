import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@laurel/shared/contract';
import { PersonLink } from './PersonLink';
import { countFormat } from './count-format';
import styles from './Analytics.module.css';

export interface LeaderboardTableProps {
  caption: string;
  entries: readonly LeaderboardEntry[];
  emptyText: string;
}

/** One side of the leaderboard, by rank. */
export function LeaderboardTable({ caption, entries, emptyText }: LeaderboardTableProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'analytics' });
  const count = countFormat(i18n.language);
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {t('leaderboard.rank')}
            </th>
            <th scope="col">{t('leaderboard.person')}</th>
            <th scope="col" className={styles.number}>
              {t('leaderboard.recognitions')}
            </th>
            <th scope="col" className={styles.number}>
              {t('leaderboard.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={4} className={styles.muted}>
                {emptyText}
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.person.id}>
                <td className={styles.number}>{count.format(entry.rank)}</td>
                <th scope="row">
                  <PersonLink person={entry.person} />
                </th>
                <td className={styles.number}>{count.format(entry.count)}</td>
                <td className={styles.number}>{count.format(entry.points)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
