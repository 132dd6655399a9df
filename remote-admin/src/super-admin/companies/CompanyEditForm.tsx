import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIERS, type SuperAdminCompany, type SuperAdminCompanyUpdate } from '@laurel/shared/contract';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import styles from '../components/SuperAdmin.module.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface CompanyEditFormProps {
  company: SuperAdminCompany;
  save: (update: SuperAdminCompanyUpdate) => Promise<void>;
  cancel: () => void;
}

/** One company's tier, trial end, limited release and hidden competitive features; a failed save keeps the form. */
export function CompanyEditForm({ company, save, cancel }: CompanyEditFormProps) {
  const { t } = useTranslation('monarch');
  const id = useId();
  const [tier, setTier] = useState(company.productTier);
  const [trialEnd, setTrialEnd] = useState(company.trialEndDate ?? '');
  const [limitedRelease, setLimitedRelease] = useState(company.limitedReleaseMode);
  const [hideCompetitive, setHideCompetitive] = useState(company.hideCompetitiveFeatures);
  const [trialError, setTrialError] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = trialEnd !== '' && !ISO_DAY.test(trialEnd);
    setTrialError(invalid);
    if (invalid) {
      document.getElementById(`${id}-trial`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    save({
      productTier: tier,
      trialEndDate: trialEnd === '' ? null : trialEnd,
      limitedReleaseMode: limitedRelease,
      hideCompetitiveFeatures: hideCompetitive,
    })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setSaving(false));
  };

  return (
    <form
      className={styles.editForm}
      onSubmit={submit}
      aria-label={t('companies.editLabel', { name: company.name })}
      noValidate
    >
      {failure !== null && (
        <Alert status="error" title={t('companies.saveFailed')}>
          {apiErrorMessage(t, failure)}
        </Alert>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-tier`}>{t('companies.tier')}</label>
        <select
          id={`${id}-tier`}
          className={styles.input}
          value={tier}
          onChange={(event) => setTier(event.target.value as SuperAdminCompany['productTier'])}
        >
          {TIERS.map((value) => (
            <option key={value} value={value}>
              {t(`tiers.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-trial`}>{t('companies.trialEnd')}</label>
        <input
          id={`${id}-trial`}
          className={styles.input}
          type="date"
          value={trialEnd}
          onChange={(event) => setTrialEnd(event.target.value)}
          aria-invalid={trialError}
          aria-describedby={`${id}-trial-hint${trialError ? ` ${id}-trial-error` : ''}`}
        />
        <span id={`${id}-trial-hint`} className={styles.hint}>
          {t('companies.trialEndHint')}
        </span>
        <FieldError id={`${id}-trial-error`} error={trialError ? t('companies.trialEndInvalid') : undefined} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={limitedRelease} onChange={(event) => setLimitedRelease(event.target.checked)} />
        {t('companies.limitedRelease')}
      </label>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={hideCompetitive}
          onChange={(event) => setHideCompetitive(event.target.checked)}
        />
        {t('companies.hideCompetitive')}
      </label>
      <button type="submit" className={styles.primaryButton} disabled={saving}>
        {saving ? t('companies.saving') : t('companies.save')}
      </button>
      <button type="button" className={styles.button} onClick={cancel}>
        {t('companies.cancel')}
      </button>
    </form>
  );
}
