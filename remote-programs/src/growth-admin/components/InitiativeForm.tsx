import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { initiativeSchema, type CompanyInitiative, type InitiativeInput } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { growthErrorText } from '../../growth-kit/growth-error';
import { createInitiative, updateInitiative } from '../api/growth-admin-api';
import styles from './GrowthAdmin.module.css';

interface InitiativeFormProps {
  legend: string;
  submitLabel: string;
  /** The initiative to change; a new one without it. */
  initiative?: CompanyInitiative;
  onSaved: () => void;
  onCancel?: () => void;
}

export function InitiativeForm({ legend, submitLabel, initiative, onSaved, onCancel }: InitiativeFormProps) {
  const { t } = useTranslation('growth');
  const id = useId();
  const [draft, setDraft] = useState<InitiativeInput>({
    title: initiative?.title ?? '',
    description: initiative?.description ?? '',
  });
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = initiativeSchema.safeParse(draft);
    if (!parsed.success) return setError(t(`growthAdmin.errors.${parsed.error.issues[0]!.message}`));
    try {
      await (initiative ? updateInitiative(initiative.id, parsed.data) : createInitiative(parsed.data));
      setError(null);
      if (!initiative) setDraft({ title: '', description: '' });
      onSaved();
    } catch (refusal) {
      setError(growthErrorText(t, 'growthAdmin', refusal));
    }
  };

  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{legend}</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>{t('growthAdmin.initiatives.newTitle')}</label>
          <input
            id={`${id}-title`}
            value={draft.title}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <FieldError id={`${id}-error`} error={error} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-description`}>{t('growthAdmin.initiatives.newDescription')}</label>
          <textarea
            id={`${id}-description`}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton}>
            {submitLabel}
          </button>
          {onCancel && (
            <button type="button" className={styles.button} onClick={onCancel}>
              {t('growthAdmin.initiatives.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
