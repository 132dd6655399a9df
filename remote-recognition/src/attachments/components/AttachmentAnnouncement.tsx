import { useTranslation } from 'react-i18next';
import type { AttachmentState } from '../hooks/use-attachment';

/**
 * Tells a screen reader that an upload started and that the attachment is in place. It stays mounted while
 * the preview comes and goes: a live region added together with its words is often not read.
 */
export function AttachmentAnnouncement({ state }: { state: AttachmentState }) {
  const { t } = useTranslation('action_input');
  const words =
    state.status === 'loading'
      ? t('attachments.preview.uploading')
      : state.status === 'present'
        ? t('attachments.preview.attached')
        : '';
  return (
    <p role="status" className="laurel-visually-hidden">
      {words}
    </p>
  );
}
