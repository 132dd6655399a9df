import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Celebration } from '@laurel/shared/contract';
import type { CelebrationChange } from '../api/change-celebration';
import { celebrationEditPath } from '../celebration-admin-paths';
import { useCelebrationSummary } from './use-celebration-summary';
import styles from '../../program-form/ProgramForm.module.css';

interface CelebrationRowsProps {
  celebrations: Celebration[];
  caption: string;
  pendingId: number | null;
  onChange: (change: CelebrationChange, celebration: Celebration) => void;
}

/** One table of celebrations: what each posts, to whom, and what the admin may do with it. */
export function CelebrationRows({ celebrations, caption, pendingId, onChange }: CelebrationRowsProps) {
  const { t } = useTranslation('celebrations', { keyPrefix: 'admin' });
  const summary = useCelebrationSummary();
  const button = (change: CelebrationChange, celebration: Celebration, className = styles.button) => (
    <button
      type="button"
      className={`${className} ${styles.small}`}
      disabled={pendingId === celebration.id}
      aria-label={t(`list.actions.${change}Label`, { name: celebration.name })}
      onClick={() => onChange(change, celebration)}
    >
      {t(`list.actions.${change}`)}
    </button>
  );
  return (
    <table className={styles.table}>
      <caption className={styles.empty}>{caption}</caption>
      <thead>
        <tr>
          {(['name', 'type', 'points', 'visibility', 'receivers', 'state', 'actions'] as const).map((column) => (
            <th key={column} scope="col">
              {t(`list.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {celebrations.map((celebration) => (
          <tr key={celebration.id}>
            <th scope="row">{celebration.name}</th>
            <td>{t(`types.${celebration.type}`)}</td>
            <td>{summary.points(celebration)}</td>
            <td>{t(`visibilities.${celebration.visibility}`)}</td>
            <td>{summary.receivers(celebration)}</td>
            <td>{t(`list.states.${celebration.state}`)}</td>
            <td>
              <div className={styles.actions}>
                <Link
                  to={celebrationEditPath(celebration.id)}
                  className={`${styles.link} ${styles.small}`}
                  aria-label={t('list.actions.editLabel', { name: celebration.name })}
                >
                  {t('list.actions.edit')}
                </Link>
                {button(celebration.state === 'active' ? 'deactivate' : 'reactivate', celebration)}
                {button('reset', celebration, styles.danger)}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
