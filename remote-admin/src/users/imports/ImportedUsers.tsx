import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { IMPORTABLE_ROLES, USER_IMPORT_MAX_ROWS, type UserImportView } from '@laurel/shared/contract';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { runImport, uploadImportFile, useImportHistory } from '../api/user-imports';
import { useImportProgress } from './use-import-progress';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { ImportHistory } from './ImportHistory';
import styles from '../accounts/UserAccounts.module.css';

/**
 * `/admin/users/imported` (issue 17): a CSV is checked and previewed row by row, imported once the admin
 * confirms, its progress shown while it runs; the company's earlier imports below.
 */
export function ImportedUsers() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'users' });
  const fileId = useId();
  const fileErrorId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const history = useImportHistory();
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<UserImportView | null>(null);
  const [started, setStarted] = useState<UserImportView | null>(null);
  const [runFailure, setRunFailure] = useState('');
  const run = useImportProgress(started);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setFileError('');
    if (!file) {
      setFileError(t('imports.chooseFile'));
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setPreview(await uploadImportFile(file));
      setStarted(null);
      void history.mutate();
    } catch (error) {
      setFileError(apiErrorMessage(t, error, { params: { max: USER_IMPORT_MAX_ROWS, maxMegabytes: 1 } }));
      fileRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setRunFailure('');
    try {
      setStarted(await runImport(preview.id));
      setPreview(null);
    } catch (error) {
      setRunFailure(apiErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  const finished = run?.status === 'finished';
  const { mutate: reloadHistory } = history;
  useEffect(() => {
    if (finished) void reloadHistory();
  }, [finished, reloadHistory]);

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('imports.title')}</h1>
        <p className={styles.muted}>{t('imports.intro')}</p>
      </div>
      <p>{t('imports.format', { roles: IMPORTABLE_ROLES.join(', ') })}</p>
      <form className={styles.upload} onSubmit={upload} noValidate>
        <div className={styles.field}>
          <label htmlFor={fileId}>{t('imports.file')}</label>
          <input
            id={fileId}
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? fileErrorId : undefined}
          />
          <FieldError id={fileErrorId} error={fileError} />
        </div>
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          {busy && !preview ? t('imports.uploading') : t('imports.upload')}
        </button>
      </form>
      {preview && (
        <section aria-labelledby="import-preview">
          <h2 id="import-preview">{t('imports.previewTitle', { file: preview.file_name })}</h2>
          <p>{t('imports.previewSummary', { importable: preview.importable, total: preview.rows.length })}</p>
          <ImportPreview preview={preview} />
          {runFailure && (
            <Alert status="error" title={t('imports.runFailed')}>
              <p>{runFailure}</p>
            </Alert>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              disabled={busy || preview.importable === 0}
              onClick={() => void confirm()}
            >
              {busy ? t('imports.starting') : t('imports.confirm', { count: preview.importable })}
            </button>
            <button type="button" className={styles.button} onClick={() => setPreview(null)}>
              {t('imports.cancel')}
            </button>
          </div>
        </section>
      )}
      {run && <ImportProgress run={run} />}
      <ImportHistory imports={history.data} error={history.error} retry={history.retry} />
    </div>
  );
}
