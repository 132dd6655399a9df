import { useTranslation } from 'react-i18next';
import type { RecapCycle, RecapCycleProgress } from '@laurel/shared/contract';
import { formatDay } from '../../growth-kit/format-day';
import styles from '../../growth-admin/components/GrowthAdmin.module.css';

interface RecapCyclesTableProps {
  cycles: RecapCycleProgress[];
  onEdit: (cycle: RecapCycle) => void;
  onDelete: (cycle: RecapCycle) => void;
}

/** Each cycle's period and due date, and how many of the people counted wrote their recap and got a manager's note. */
export function RecapCyclesTable({ cycles, onEdit, onDelete }: RecapCyclesTableProps) {
  const { t, i18n } = useTranslation('growth');
  const day = (text: string) => formatDay(text, i18n.language);
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{t('recapAdmin.cycles')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('recapAdmin.columns.name')}</th>
          <th scope="col">{t('recapAdmin.columns.period')}</th>
          <th scope="col">{t('recapAdmin.columns.due')}</th>
          <th scope="col">{t('recapAdmin.columns.people')}</th>
          <th scope="col">{t('recapAdmin.columns.written')}</th>
          <th scope="col">{t('recapAdmin.columns.notes')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {cycles.map((cycle) => (
          <tr key={cycle.id}>
            <th scope="row">{cycle.name}</th>
            <td>{t('recapAdmin.periodText', { start: day(cycle.periodStart), end: day(cycle.periodEnd) })}</td>
            <td>{day(cycle.dueDate)}</td>
            <td>{cycle.people}</td>
            <td>{cycle.recapsWritten}</td>
            <td>{cycle.managerNotes}</td>
            <td>
              <div className={styles.actions}>
                <button type="button" className={styles.button} onClick={() => onEdit(cycle)}>
                  {t('recapAdmin.editShort')}
                  <span className={styles.visuallyHidden}> {cycle.name}</span>
                </button>
                <button type="button" className={styles.dangerButton} onClick={() => onDelete(cycle)}>
                  {t('recapAdmin.deleteShort')}
                  <span className={styles.visuallyHidden}> {cycle.name}</span>
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
