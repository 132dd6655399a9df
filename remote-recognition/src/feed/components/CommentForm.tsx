import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, useUserProfile } from '@laurel/shared';
import type { CommentView } from '@laurel/shared/recognition';
import { FieldError, TextCounter } from '@laurel/shared/ui-kit';
import { Composer } from '../../composer/components/Composer';
import { createComposerEditor } from '../../composer/composer-editor';
import { emptyValue } from '../../composer/composer-model';
import type { Draft } from '../../composer/draft';
import type { SuggestionKind } from '../../composer/suggestion-kinds';
import { useRecognitionSettings } from '../../api/get-recognition-settings';
import { postBonusComment } from '../api/post-bonus-comment';
import { commentProblem, refusedCommentProblem } from '../comment-problems';
import { COMMENT_MAX_LENGTH, sentCommentLength } from '@laurel/shared/recognition';
import styles from './BonusDetail.module.css';

/** A comment gives no points: every popup but the amount's. */
const COMMENT_SUGGESTIONS: ReadonlySet<SuggestionKind> = new Set(['hashtag', 'recipient', 'mention', 'emoji']);

export interface CommentFormProps {
  bonusId: number;
  onPosted: (comment: CommentView) => void;
  /** For a control elsewhere that moves focus to the field. */
  fieldId?: string;
}

/** Writes a comment with the composer in comment context; a refused comment keeps its text, with the reason. */
export function CommentForm({ bonusId, onPosted, fieldId }: CommentFormProps) {
  const { t } = useTranslation('recognition');
  const ownId = useId();
  const counterId = `${ownId}-counter`;
  const errorId = `${ownId}-error`;
  const selfId = useUserProfile()?.id ?? 0;
  const { data: settings } = useRecognitionSettings();
  // A new editor for each comment: posting empties the field by starting afresh.
  const [editor, setEditor] = useState(createComposerEditor);
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<Pick<Draft, 'text' | 'plainText'>>({ text: '', plainText: '' });
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  const messageFor = (failure: unknown): string => {
    const problem = refusedCommentProblem(failure);
    if (problem) return t(`comments.errors.${problem}`, { max: COMMENT_MAX_LENGTH });
    return apiErrorMessage(t, failure, { params: { max: COMMENT_MAX_LENGTH } });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (posting) return;
    const problem = commentProblem(draft.text);
    if (problem) {
      setError(t(`comments.errors.${problem}`, { max: COMMENT_MAX_LENGTH }));
      return;
    }
    setPosting(true);
    setError(null);
    try {
      const comment = await postBonusComment(bonusId, draft.text.trim());
      setEditor(createComposerEditor());
      setRound((previous) => previous + 1);
      setDraft({ text: '', plainText: '' });
      onPosted(comment);
    } catch (failure) {
      setError(messageFor(failure));
    } finally {
      setPosting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.label}>{t('comments.field')}</p>
      <Composer
        key={round}
        editor={editor}
        initialValue={emptyValue()}
        settings={settings}
        suggestionKinds={COMMENT_SUGGESTIONS}
        selfId={selfId}
        id={fieldId}
        label={t('comments.field')}
        describedBy={error ? `${counterId} ${errorId}` : counterId}
        invalid={error !== null}
        readOnly={posting}
        onDraftChange={setDraft}
        onSubmitShortcut={() => void submit()}
      />
      <div className={styles.formFoot}>
        <TextCounter id={counterId} count={sentCommentLength(draft.text)} max={COMMENT_MAX_LENGTH} />
        <button type="submit" className={styles.submit} aria-disabled={posting}>
          {posting ? t('comments.posting') : t('comments.submit')}
        </button>
      </div>
      <FieldError id={errorId} error={error ?? undefined} />
    </form>
  );
}
