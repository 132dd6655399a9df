import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInitiative } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { growthErrorText } from '../../growth-kit/growth-error';
import { deleteInitiative } from '../api/growth-admin-api';
import { InitiativeForm } from './InitiativeForm';
import { ConfirmDialog } from '../../growth-kit/ConfirmDialog';
import styles from './GrowthAdmin.module.css';

/** One initiative: read, or changed in place; deleting it asks first. */
export function InitiativeRow({ initiative, onChanged }: { initiative: CompanyInitiative; onChanged: () => void }) {
  const { t } = useTranslation('growth');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { title } = initiative;

  const remove = async () => {
    setAsking(false);
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
        <button ref={opener} type="button" className={styles.dangerButton} onClick={() => setAsking(true)}>
          {t('growthAdmin.initiatives.delete', { title })}
        </button>
      </div>
      <FieldError id={`initiative-${initiative.id}-error`} error={error} />
      <ConfirmDialog
        open={asking}
        opener={opener}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
        title={t('growthAdmin.initiatives.deleteTitle', { title })}
        body={t('growthAdmin.initiatives.deleteConfirm', { title })}
        confirmLabel={t('growthAdmin.initiatives.deleteConfirmButton')}
        cancelLabel={t('growthAdmin.initiatives.keep')}
      />
    </li>
  );
}
