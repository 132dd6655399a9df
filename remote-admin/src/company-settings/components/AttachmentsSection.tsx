import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanySettingsValues } from '../form/company-settings-form';
import styles from './CompanySettings.module.css';

type Switch = 'disableGifs' | 'disableImageUploads' | 'disableVideoUploads' | 'disableVideoRecordings';

const SWITCHES: readonly { name: Switch; label: string }[] = [
  { name: 'disableGifs', label: 'gifs' },
  { name: 'disableImageUploads', label: 'images' },
  { name: 'disableVideoUploads', label: 'videoUploads' },
  { name: 'disableVideoRecordings', label: 'videoRecordings' },
];

/** One box for each attachment tool, ticked when it is offered: the stored flags say the opposite. */
function AttachmentSwitch({ name, label }: { name: Switch; label: string }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  const { getValues, setValue } = useFormContext<CompanySettingsValues>();
  const [offered, setOffered] = useState(() => !getValues(name));
  const id = `attachment-${label}`;
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={offered}
        aria-describedby="attachments-hint"
        onChange={(event) => {
          setOffered(event.target.checked);
          setValue(name, !event.target.checked, { shouldDirty: true });
        }}
      />
      <label htmlFor={id}>{t(`attachments.${label}`)}</label>
    </div>
  );
}

export function AttachmentsSection() {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'companySettings' });
  return (
    <fieldset className={styles.section}>
      <legend>{t('attachments.legend')}</legend>
      <p id="attachments-hint" className={styles.hint}>
        {t('attachments.hint')}
      </p>
      {SWITCHES.map((item) => (
        <AttachmentSwitch key={item.name} {...item} />
      ))}
    </fieldset>
  );
}
