import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorIdOf, HttpError, refetchProfile } from '@laurel/shared';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MEGABYTES } from '@laurel/shared/contract';
import { Avatar, FieldError } from '@laurel/shared/ui-kit';
import { uploadAvatar } from '../api/profile-settings-api';
import styles from './ProfileSettings.module.css';

const PICTURE_TYPES = ['image/jpeg', 'image/png'];
const PREVIEW_SIZE_PX = 96;

type Upload = { state: 'idle' | 'uploading' | 'uploaded' } | { state: 'failed'; id: string };

/** The person's picture: a chosen JPEG or PNG is previewed first, then uploaded when they say so. */
export function AvatarField({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (file: File | undefined) => {
    setChosen(null);
    if (!file) return setUpload({ state: 'idle' });
    // Saves a round trip; the server checks again, by the bytes.
    if (!PICTURE_TYPES.includes(file.type)) return setUpload({ state: 'failed', id: 'unsupported_file_type' });
    if (file.size > AVATAR_MAX_BYTES) return setUpload({ state: 'failed', id: 'file_too_large' });
    setUpload({ state: 'idle' });
    setChosen({ file, preview: URL.createObjectURL(file) });
  };
  const send = () => {
    if (!chosen) return;
    setUpload({ state: 'uploading' });
    uploadAvatar(chosen.file).then(
      () => {
        setChosen(null);
        setUpload({ state: 'uploaded' });
        void refetchProfile().catch(() => undefined);
      },
      (error: unknown) =>
        setUpload({ state: 'failed', id: (error instanceof HttpError && apiErrorIdOf(error.body)) || 'upload_failed' }),
    );
  };

  const message =
    upload.state === 'failed'
      ? t(`errors.${upload.id}`, { maxMegabytes: AVATAR_MAX_MEGABYTES, defaultValue: t('errors.upload_failed') })
      : undefined;
  return (
    <section className={styles.section} aria-labelledby="profile-avatar-heading">
      <h2 id="profile-avatar-heading" className={styles.sectionHeading}>
        {t('avatar.legend')}
      </h2>
      <div className={styles.avatarRow}>
        {chosen ? (
          <img
            className={styles.preview}
            src={chosen.preview}
            alt={t('avatar.preview')}
            width={PREVIEW_SIZE_PX}
            height={PREVIEW_SIZE_PX}
          />
        ) : (
          <Avatar name={name} imageUrl={pictureUrl} sizePx={PREVIEW_SIZE_PX} />
        )}
        <div className={styles.field}>
          <label htmlFor="profile-avatar">{t('avatar.choose')}</label>
          <input
            id="profile-avatar"
            type="file"
            accept={PICTURE_TYPES.join(',')}
            aria-describedby={`profile-avatar-hint${message ? ' profile-avatar-error' : ''}`}
            aria-invalid={Boolean(message)}
            disabled={upload.state === 'uploading'}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p id="profile-avatar-hint" className={styles.hint}>
            {t('avatar.hint', { maxMegabytes: AVATAR_MAX_MEGABYTES })}
          </p>
          <FieldError id="profile-avatar-error" error={message} />
          {chosen && (
            <button type="button" className={styles.primary} onClick={send} disabled={upload.state === 'uploading'}>
              {upload.state === 'uploading' ? t('avatar.uploading') : t('avatar.upload')}
            </button>
          )}
          <p className={styles.status} role="status">
            {upload.state === 'uploaded' && t('avatar.uploaded')}
          </p>
        </div>
      </div>
    </section>
  );
}
