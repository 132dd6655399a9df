import { useId } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import type { CommentView } from '@laurel/shared/recognition';
import { useBonusComments } from '../api/get-bonus-comments';
import { recordPostedComment } from '../api/post-bonus-comment';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { LoadError } from './LoadError';
import { SlowLoading } from './SlowLoading';
import styles from './BonusDetail.module.css';

interface CommentsSectionProps {
  bonusId: number;
  fieldId: string;
}

/** A recognition's comments, oldest first, and the form to add one. */
export function CommentsSection({ bonusId, fieldId }: CommentsSectionProps) {
  const { t } = useTranslation('recognition');
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const { data: comments, error, mutate: reload } = useBonusComments(bonusId);
  const onPosted = (comment: CommentView) => void recordPostedComment(mutate, comment);

  return (
    <section aria-labelledby={headingId} className={styles.comments}>
      <h3 id={headingId} className={styles.commentsHeading}>
        {t('comments.heading')}
      </h3>
      {comments ? (
        comments.length > 0 ? (
          <ol className={styles.commentList}>
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{t('comments.empty')}</p>
        )
      ) : error ? (
        <LoadError title={t('comments.errorTitle')} error={error} onRetry={() => void reload()} />
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {t('comments.loading')}
          </p>
          <SlowLoading onRetry={() => void reload()} />
        </>
      )}
      <CommentForm bonusId={bonusId} onPosted={onPosted} fieldId={fieldId} />
    </section>
  );
}
