import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementImage, ApiErrorId } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { ANNOUNCEMENT_IMAGE_ACCEPT, imageProblemOf } from '../announcement-image';
import styles from './AnnouncementForm.module.css';

interface ImageFieldProps {
  id: string;
  file: File | null;
  stored: AnnouncementImage | null;
  problem: string | null;
  onChoose: (file: File, problem: ApiErrorId | null) => void;
  onRemove: () => void;
}

/** The optional image: a JPEG or PNG up to 10 MB, refused here before it is sent (recognition §5). */
export function ImageField({ id, file, stored, problem, onChoose, onRemove }: ImageFieldProps) {
  const { t } = useTranslation('announcements');
  const input = useRef<HTMLInputElement>(null);
  const name = file?.name ?? stored?.filename;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('form.image.label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.image.hint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ANNOUNCEMENT_IMAGE_ACCEPT}
        className={styles.file}
        aria-invalid={Boolean(problem) || undefined}
        aria-describedby={[`${id}-hint`, problem ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen, imageProblemOf(chosen));
          // The same file may be chosen again after a removal.
          event.target.value = '';
        }}
      />
      {name && (
        <p className={styles.imageChosen}>
          <span>{t('form.image.chosen', { name })}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              onRemove();
              input.current?.focus();
            }}
          >
            {t('form.image.remove')}
          </button>
        </p>
      )}
      <FieldError id={`${id}-error`} error={problem ?? undefined} />
    </div>
  );
}
