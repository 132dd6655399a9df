import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissionSubject } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';
import { ExpandableText, RecognitionText } from '@laurel/shared/text';
import { Avatar, AvatarStack } from '@laurel/shared/ui-kit';
import {
  bonusPath,
  cardLinkFor,
  featuredImage,
  featuredVideo,
  namesOf,
  peopleList,
  type CardLinkState,
} from '../bonus-display';
import { AddOnButton } from './AddOnButton';
import { ReportButton } from './ReportButton';
import { BookmarkButton } from './BookmarkButton';
import { FeaturedImage } from './FeaturedImage';
import { FeaturedVideo } from './FeaturedVideo';
import { ReactionBar } from './ReactionBar';
import { RelativeTime } from './RelativeTime';
import styles from './RecognitionCard.module.css';

const GIVER_AVATAR_PX = 40;
const RECEIVER_AVATAR_PX = 28;

interface RecognitionCardProps {
  bonus: BonusView;
  /** Position and total, for the feed's `aria-posinset` / `aria-setsize`. */
  position?: number;
  setSize?: number;
  /** On the recognition's own page: the comment count moves focus to this field instead of linking there. */
  commentFieldId?: string;
}

/** One recognition: who thanked whom, for how much, why, and what colleagues made of it. */
export function RecognitionCard({ bonus, position, setSize, commentFieldId }: RecognitionCardProps) {
  const { t, i18n } = useTranslation('recognition');
  const headingId = useId();
  const reader = usePermissionSubject();
  const giver = bonus.giver?.display_name ?? t('card.formerColleague');
  const receivers = peopleList(
    bonus.receivers.map((person) => person.display_name),
    i18n.language,
    (count) => t('card.others', { count }),
  );
  const Heading = commentFieldId ? 'h3' : 'h2';
  const names = namesOf(bonus);
  const image = featuredImage(bonus);
  const video = featuredVideo(bonus);
  const comments = t('card.comments', { count: bonus.comments_count ?? 0 });
  // Programs §3: a recognition with add-ons shows what its family gave, its own amount plus theirs.
  const familyAmount = bonus.family_amount ?? bonus.amount;

  return (
    <article
      className={styles.card}
      // In the feed, Page Down and Page Up move the focus from card to card (APG feed pattern).
      tabIndex={position === undefined ? undefined : -1}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-bonus-id={bonus.id}
    >
      <header className={styles.header}>
        <Avatar name={giver} imageUrl={bonus.giver?.profile_pic_url} sizePx={GIVER_AVATAR_PX} />
        <div className={styles.summary}>
          <Heading id={headingId} className={styles.heading}>
            {receivers ? t('card.heading', { giver, receivers }) : t('card.headingAlone', { giver })}
          </Heading>
          <RelativeTime date={bonus.created_at} className={styles.time} />
        </div>
        {familyAmount > 0 && (
          <span className={styles.amount}>
            <span aria-hidden="true">+{familyAmount}</span>
            <span className="laurel-visually-hidden">
              {familyAmount > bonus.amount
                ? t('card.familyPoints', { count: familyAmount })
                : t('card.points', { count: familyAmount })}
            </span>
          </span>
        )}
      </header>
      {bonus.award && (
        <p className={styles.award}>
          {bonus.award.icon_url && <img src={bonus.award.icon_url} alt="" width={22} height={22} />}
          {t('card.award', { name: bonus.award.name })}
        </p>
      )}
      {bonus.receivers.length > 1 && (
        <AvatarStack
          label={t('card.receivers')}
          sizePx={RECEIVER_AVATAR_PX}
          people={bonus.receivers.map((person) => ({
            id: person.id,
            name: person.display_name,
            imageUrl: person.profile_pic_url,
          }))}
        />
      )}
      <div className={styles.reason}>
        <ExpandableText>
          <RecognitionText
            text={bonus.reason}
            reader={reader}
            names={names}
            linkFor={cardLinkFor(names)}
            emoji={bonus.emoji}
          />
        </ExpandableText>
      </div>
      {image && <FeaturedImage attachment={image} />}
      {video && <FeaturedVideo attachment={video} />}
      <footer className={styles.footer}>
        <ReactionBar bonus={bonus} />
        <div className={styles.actions}>
          {commentFieldId ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => document.getElementById(commentFieldId)?.focus()}
            >
              {comments}
            </button>
          ) : (
            <Link
              to={bonusPath(bonus.id)}
              state={{ openedFrom: bonus.id } satisfies CardLinkState}
              className={styles.action}
            >
              {comments}
            </Link>
          )}
          <AddOnButton bonus={bonus} />
          <BookmarkButton bonus={bonus} className={styles.action} />
          <ReportButton
            postType="bonus"
            postId={bonus.id}
            authorId={bonus.giver?.id}
            label={t('card.reportRecognition', { giver })}
          />
        </div>
      </footer>
    </article>
  );
}
