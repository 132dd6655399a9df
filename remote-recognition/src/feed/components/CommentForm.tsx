import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@laurel/shared';
import type { CommentView } from '@laurel/shared/recognition';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { postBonusComment } from '../api/post-bonus-comment';
import { commentProblem, refusedCommentProblem } from '../comment-problems';
import { COMMENT_MAX_LENGTH } from '../feed-constants';
import styles from './BonusDetail.module.css';

export interface CommentFormProps {
  bonusId: number;
  onPosted: (comment: CommentView) => void;
  /** For a control elsewhere that moves focus to the field. */
  fieldId?: string;
}

/** Writes a comment on a recognition; a refused comment keeps its text, with the reason under the field. */
export function CommentForm({ bonusId, onPosted, fieldId }: CommentFormProps) {
  const { t } = useTranslation('recognition');
  const ownId = useId();
  const textId = fieldId ?? `${ownId}-text`;
  const counterId = `${ownId}-counter`;
  const errorId = `${ownId}-error`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  const messageFor = (failure: unknown): string => {
    const problem = refusedCommentProblem(failure);
    if (problem) return t(`comments.errors.${problem}`, { max: COMMENT_MAX_LENGTH });
    return (failure instanceof HttpError && failure.serverMessage) || t('comments.errors.unknown');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    const problem = commentProblem(text);
    if (problem) {
      setError(t(`comments.errors.${problem}`, { max: COMMENT_MAX_LENGTH }));
      return;
    }
    setPosting(true);
    setError(null);
    try {
      const comment = await postBonusComment(bonusId, text.trim());
      setText('');
      onPosted(comment);
    } catch (failure) {
      setError(messageFor(failure));
    } finally {
      setPosting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={textId} className={styles.label}>
        {t('comments.field')}
      </label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        rows={3}
        aria-invalid={error !== null}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.formFoot}>
        <TextCounter id={counterId} count={text.length} max={COMMENT_MAX_LENGTH} />
        <button type="submit" className={styles.submit} aria-disabled={posting}>
          {posting ? t('comments.posting') : t('comments.submit')}
        </button>
      </div>
      <FieldError id={errorId} error={error ?? undefined} />
    </form>
  );
}
