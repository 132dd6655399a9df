import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import {
  DEPARTMENT_MAX_LENGTH,
  EDITABLE_ROLE_FLAGS,
  userChangeRefusal,
  type AdminUserRow,
  type UserChangeActor,
} from '@laurel/shared/contract';
import { Alert, FieldError, ModalDialog, modalDialogStyles } from '@laurel/shared/ui-kit';
import { changeUser } from '../api/admin-users';
import { accountChangeOf, accountFieldOf, accountFormOf, type AccountField, type AccountForm } from './account-change';
import { ManagerPicker } from './ManagerPicker';
import styles from './UserAccounts.module.css';

interface EditUserDialogProps {
  person: AdminUserRow;
  actor: UserChangeActor;
  departments: readonly string[];
  onClose: () => void;
  onSaved: (person: AdminUserRow) => void;
}

/** A person's department, manager and roles; a role the admin may not change is disabled with the reason. */
export function EditUserDialog({ person, actor, departments, onClose, onSaved }: EditUserDialogProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const formId = useId();
  const departmentId = useId();
  const departmentErrorId = useId();
  const [form, setForm] = useState<AccountForm>(() => accountFormOf(person));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const departmentRef = useRef<HTMLSelectElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const choices =
    departments.includes(person.department) || !person.department ? departments : [person.department, ...departments];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    setFailure('');
    try {
      onSaved(await changeUser(person.id, accountChangeOf(person, form)));
    } catch (error) {
      const message = apiErrorMessage(t, error, { params: { max: DEPARTMENT_MAX_LENGTH } });
      const field = accountFieldOf(error);
      if (field) {
        setFieldErrors({ [field]: message });
        if (field === 'department') departmentRef.current?.focus();
      } else {
        setFailure(message);
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('edit.title', { name: person.display_name })}
      description={t('edit.description', { email: person.email })}
      widthPx={640}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('edit.cancel')}
          </button>
          <button type="submit" form={formId} className={modalDialogStyles.primary} disabled={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {failure && (
          <div ref={failureRef} tabIndex={-1}>
            <Alert status="error" title={t('edit.failed')}>
              <p>{failure}</p>
            </Alert>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={departmentId}>{t('edit.department')}</label>
          <select
            id={departmentId}
            ref={departmentRef}
            value={form.department}
            aria-invalid={fieldErrors.department ? true : undefined}
            aria-describedby={fieldErrors.department ? departmentErrorId : undefined}
            onChange={(event) => setForm({ ...form, department: event.target.value })}
          >
            <option value="">{t('edit.chooseDepartment')}</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={departmentErrorId} error={fieldErrors.department} />
        </div>
        <ManagerPicker
          personId={person.id}
          value={form.manager}
          onChange={(manager) => setForm({ ...form, manager })}
          error={fieldErrors.manager}
        />
        <fieldset className={styles.roles}>
          <legend>{t('edit.roles')}</legend>
          {EDITABLE_ROLE_FLAGS.map((flag) => {
            const refusal = userChangeRefusal(actor, person, flag);
            const reasonId = `${formId}-${flag}-reason`;
            return (
              <div key={flag} className={styles.role}>
                <label>
                  <input
                    type="checkbox"
                    checked={form.roles[flag]}
                    disabled={refusal !== null}
                    aria-describedby={refusal ? reasonId : undefined}
                    onChange={(event) => setForm({ ...form, roles: { ...form.roles, [flag]: event.target.checked } })}
                  />
                  {t(`roles.${flag}`)}
                </label>
                {refusal && (
                  <p id={reasonId} className={styles.reason}>
                    {t(`refusals.${refusal}`)}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      </form>
    </ModalDialog>
  );
}
