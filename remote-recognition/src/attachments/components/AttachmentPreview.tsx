import { useTranslation } from 'react-i18next';
import type { AttachmentState } from '../hooks/use-attachment';
import styles from './Attachments.module.css';

interface AttachmentPreviewProps {
  state: AttachmentState;
  onRemove: () => void;
  onCancel: () => void;
}

/** The attachment under the message: its picture, GIF or video poster, or the upload's progress. */
export function AttachmentPreview({ state, onRemove, onCancel }: AttachmentPreviewProps) {
  const { t } = useTranslation('action_input');
  if (state.status === 'none') return null;
  if (state.status === 'loading') {
    return (
      <section className={styles.preview} aria-label={t('attachments.preview.label')}>
        <div className={styles.progress}>
          <span>{t('attachments.preview.uploading')}</span>
          {state.progress !== null && (
            <progress aria-label={t('attachments.preview.progress')} max={1} value={state.progress} />
          )}
        </div>
        {state.kind === 'video' && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {t('attachments.preview.cancel')}
          </button>
        )}
      </section>
    );
  }
  const { attachment } = state;
  const picture = attachment.category === 'video' ? attachment.video_poster_url : attachment.url;
  return (
    <section className={styles.preview} aria-label={t('attachments.preview.label')}>
      {picture ? (
        <img className={styles.thumbnail} src={picture} alt={attachment.alt_text} />
      ) : (
        <video className={styles.thumbnail} src={attachment.url} muted aria-label={t('attachments.preview.video')} />
      )}
      <button type="button" className={styles.button} onClick={onRemove}>
        {t('attachments.preview.remove')}
      </button>
    </section>
  );
}
