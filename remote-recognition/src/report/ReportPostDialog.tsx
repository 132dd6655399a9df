import './report-copy';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, HttpError, v2Client } from '@laurel/shared';
import { apiErrorIdOf, REPORT_REASON_MAX_LENGTH, type ReportedPostType } from '@laurel/shared/contract';
import { Alert, FieldError, ModalDialog, modalDialogStyles, TextCounter } from '@laurel/shared/ui-kit';
import styles from './ReportPostDialog.module.css';

interface ReportPostDialogProps {
  postType: ReportedPostType;
  postId: number;
  onClose: () => void;
}

const REASON_ERRORS = new Set(['report_reason_required', 'report_reason_too_long']);
const sendReport = (body: { post_type: ReportedPostType; post_id: number; reason: string }) =>
  v2Client.post('reports', body);

/** A reason, sent once; the server's refusal shows at the field (reason) or above it (already reported). */
export default function ReportPostDialog({ postType, postId, onClose }: ReportPostDialogProps) {
  const { t } = useTranslation('recognition', { keyPrefix: 'report' });
  const reasonId = useId();
  const errorId = useId();
  const counterId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError('');
    setFailure('');
    if (!reason.trim()) {
      setFieldError(t('reasonRequired'));
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendReport({ post_type: postType, post_id: postId, reason });
      setSent(true);
    } catch (error) {
      const message = apiErrorMessage(t, error, { params: { max: REPORT_REASON_MAX_LENGTH } });
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      if (id && REASON_ERRORS.has(id)) {
        setFieldError(message);
        fieldRef.current?.focus();
      } else setFailure(message);
    } finally {
      setSending(false);
    }
  };

  const formId = `${reasonId}-form`;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={sent ? undefined : t('description')}
      actions={
        sent ? (
          <button type="button" className={modalDialogStyles.primary} onClick={onClose}>
            {t('close')}
          </button>
        ) : (
          <>
            <button type="button" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" form={formId} className={modalDialogStyles.primary} disabled={sending}>
              {sending ? t('sending') : t('submit')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status">{t('sent')}</p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          {failure && (
            <Alert status="error" title={t('failed')}>
              <p>{failure}</p>
            </Alert>
          )}
          <label htmlFor={reasonId}>{t('reason')}</label>
          <textarea
            id={reasonId}
            ref={fieldRef}
            rows={4}
            value={reason}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[counterId, fieldError ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => setReason(event.target.value)}
          />
          <TextCounter id={counterId} count={reason.length} max={REPORT_REASON_MAX_LENGTH} />
          <FieldError id={errorId} error={fieldError} />
        </form>
      )}
    </ModalDialog>
  );
}
