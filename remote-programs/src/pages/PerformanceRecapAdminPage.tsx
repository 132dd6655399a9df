import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import type { RecapCycle } from '@laurel/shared/contract';
import '../growth-kit/growth-copy';
import '../performance-recap/recap-copy';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { ConfirmDialog } from '../growth-kit/ConfirmDialog';
import { deleteRecapCycle, useRecapCycles } from '../performance-recap/api/performance-recap-api';
import { RecapCycleForm } from '../performance-recap/components/RecapCycleForm';
import { RecapCyclesTable } from '../performance-recap/components/RecapCyclesTable';
import styles from '../growth-admin/components/GrowthAdmin.module.css';

/** Platform §2 `/admin/growth/performance-recap`: recap cycles, their questions, and who has written and noted. */
export function PerformanceRecapAdminPage() {
  const { t } = useTranslation('growth');
  const id = useId();
  const [department, setDepartment] = useState('');
  const [editing, setEditing] = useState<RecapCycle | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [asking, setAsking] = useState<RecapCycle | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { data, error, mutate } = useRecapCycles(department);
  const reload = () => void mutate();

  const ask = (cycle: RecapCycle) => {
    // The row's Delete button: the focus goes back to it when the question closes.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(cycle);
  };

  const remove = async (cycle: RecapCycle) => {
    setAsking(null);
    try {
      await deleteRecapCycle(cycle.id);
      setOutcome(t('recapAdmin.deleted', { name: cycle.name }));
      if (editing?.id === cycle.id) setEditing(null);
      reload();
    } catch (refusal) {
      setOutcome(`${t('recapAdmin.deleteFailed')}: ${apiErrorMessage(t, refusal)}`);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('recapAdmin.title')}</h1>
      <p className={styles.intro}>{t('recapAdmin.intro')}</p>
      {error && !data && <LoadFailure title={t('recapAdmin.loadFailed')} error={error} onRetry={reload} />}
      {!data && !error && <p role="status">{t('recapAdmin.loading')}</p>}
      {data && (
        <section className={styles.section} aria-labelledby={`${id}-cycles`}>
          <h2 id={`${id}-cycles`}>{t('recapAdmin.cycles')}</h2>
          <div className={styles.field}>
            <label htmlFor={`${id}-department`}>{t('recapAdmin.department')}</label>
            <select id={`${id}-department`} value={department} onChange={(event) => setDepartment(event.target.value)}>
              <option value="">{t('recapAdmin.allDepartments')}</option>
              {data.departments.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          {data.result.length === 0 ? (
            <p className={styles.muted}>{t('recapAdmin.empty')}</p>
          ) : (
            <RecapCyclesTable cycles={data.result} onEdit={setEditing} onDelete={ask} />
          )}
          <p role="status">{outcome}</p>
          <ConfirmDialog
            open={asking !== null}
            opener={opener}
            onCancel={() => setAsking(null)}
            onConfirm={() => asking && void remove(asking)}
            title={t('recapAdmin.deleteTitle', { name: asking?.name })}
            body={t('recapAdmin.confirmDelete', { name: asking?.name })}
            confirmLabel={t('recapAdmin.deleteShort')}
            cancelLabel={t('recapAdmin.keep')}
          />
        </section>
      )}
      {data && (
        <RecapCycleForm
          key={editing?.id ?? 'new'}
          cycle={editing ?? undefined}
          onSaved={(cycle) => {
            setOutcome(t('recapAdmin.form.saved', { name: cycle.name }));
            setEditing(null);
            reload();
          }}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      )}
    </div>
  );
}
