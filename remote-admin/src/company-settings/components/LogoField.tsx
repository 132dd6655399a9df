import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorIdOf, HttpError } from '@laurel/shared';
import { COMPANY_LOGO_MAX_BYTES } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { uploadCompanyLogo } from '../api/company-settings-api';
import styles from './CompanySettings.module.css';

type Upload = { state: 'idle' | 'uploading' | 'uploaded' } | { state: 'failed'; message: string };

/** The logo, uploaded as soon as it is chosen: a JPEG or PNG of at most 2 MB, which the server checks by its bytes. */
export function LogoField({ logoUrl, companyName }: { logoUrl: string | null; companyName: string }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const [current, setCurrent] = useState(logoUrl);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const failed = (id: string) =>
    setUpload({ state: 'failed', message: t(`errors.${id}`, { defaultValue: t('logo.failed') }) });

  const send = (file: File) => {
    // Saves a round trip; the server checks again, by the bytes.
    if (file.size > COMPANY_LOGO_MAX_BYTES) return failed('file_too_large');
    setUpload({ state: 'uploading' });
    uploadCompanyLogo(file).then(
      (settings) => {
        setCurrent(settings.logoUrl);
        setUpload({ state: 'uploaded' });
      },
      (error: unknown) => failed((error instanceof HttpError && apiErrorIdOf(error.body)) || 'failed'),
    );
  };

  const message = upload.state === 'failed' ? upload.message : undefined;
  return (
    <fieldset className={styles.section}>
      <legend>{t('logo.legend')}</legend>
      <div className={styles.logo}>
        {current ? <img src={current} alt={t('logo.current')} /> : <p className={styles.hint}>{t('logo.none')}</p>}
        <div className={styles.field}>
          <label htmlFor="company-logo">{t('logo.choose')}</label>
          <input
            ref={input}
            id="company-logo"
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={`company-logo-hint${message ? ' company-logo-error' : ''}`}
            aria-invalid={Boolean(message)}
            disabled={upload.state === 'uploading'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) send(file);
            }}
          />
          <p id="company-logo-hint" className={styles.hint}>
            {t('logo.hint')}
          </p>
          <FieldError id="company-logo-error" error={message} />
          <p className={styles.status} role="status">
            {upload.state === 'uploading' && t('logo.uploading')}
            {upload.state === 'uploaded' && t('logo.uploaded', { name: companyName })}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
