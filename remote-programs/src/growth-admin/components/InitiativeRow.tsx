import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInitiative } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { growthErrorText } from '../../growth-kit/growth-error';
import { deleteInitiative } from '../api/growth-admin-api';
import { InitiativeForm } from './InitiativeForm';
import styles from './GrowthAdmin.module.css';

/** One initiative: read, or changed in place; deleting it asks first. */
export function InitiativeRow({ initiative, onChanged }: { initiative: CompanyInitiative; onChanged: () => void }) {
  const { t } = useTranslation('growth');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { title } = initiative;

  const remove = async () => {
    if (!window.confirm(t('growthAdmin.initiatives.deleteConfirm', { title }))) return;
    try {
      await deleteInitiative(initiative.id);
      onChanged();
    } catch (refusal) {
      setError(growthErrorText(t, 'growthAdmin', refusal));
    }
  };

  if (editing) {
    return (
      <li>
        <InitiativeForm
          legend={t('growthAdmin.initiatives.edit', { title })}
          submitLabel={t('growthAdmin.initiatives.save')}
          initiative={initiative}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <strong>{title}</strong>
        {initiative.description && <span className={styles.description}>{initiative.description}</span>}
        <span className={styles.muted}>
          {t('growthAdmin.initiatives.goals')}: {initiative.goalCount}
        </span>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => setEditing(true)}>
          {t('growthAdmin.initiatives.edit', { title })}
        </button>
        <button type="button" className={styles.dangerButton} onClick={() => void remove()}>
          {t('growthAdmin.initiatives.delete', { title })}
        </button>
      </div>
      <FieldError id={`initiative-${initiative.id}-error`} error={error} />
    </li>
  );
}
