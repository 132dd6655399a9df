import { useTranslation } from 'react-i18next';
import { usePermissionSubject } from '@laurel/shared';
import type { CommentView } from '@laurel/shared/recognition';
import { RecognitionText } from '@laurel/shared/text';
import { Avatar } from '@laurel/shared/ui-kit';
import { cardLinkFor } from '../bonus-display';
import { RelativeTime } from './RelativeTime';
import { ReportButton } from './ReportButton';
import styles from './BonusDetail.module.css';

const AUTHOR_AVATAR_PX = 32;

export function CommentItem({ comment }: { comment: CommentView }) {
  const { t } = useTranslation('recognition');
  const reader = usePermissionSubject();
  const author = comment.user?.display_name ?? t('card.formerColleague');
  const names = new Map(
    (comment.mentioned ?? []).map((person) => [person.username.toLowerCase(), person.display_name]),
  );
  return (
    <li className={styles.comment}>
      <Avatar name={author} imageUrl={comment.user?.profile_pic_url} sizePx={AUTHOR_AVATAR_PX} />
      <div className={styles.commentBody}>
        <p className={styles.commentMeta}>
          <span className={styles.author}>{author}</span>{' '}
          <RelativeTime date={comment.created_at} className={styles.time} />
        </p>
        <p className={styles.commentText}>
          <RecognitionText
            text={comment.reason}
            reader={reader}
            names={names}
            linkFor={cardLinkFor(names)}
            emoji={comment.emoji}
          />
        </p>
        <ReportButton
          postType="comment"
          postId={comment.id}
          authorId={comment.user_id}
          label={t('card.reportComment', { author })}
        />
      </div>
    </li>
  );
}
