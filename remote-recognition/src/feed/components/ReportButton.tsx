import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import type { ReportedPostType } from '@laurel/shared/contract';
import styles from './RecognitionCard.module.css';

// The dialog, its form and its copy load on the first click, never with the feed.
const ReportPostDialog = lazy(() => import('../../report/ReportPostDialog'));

interface ReportButtonProps {
  postType: ReportedPostType;
  postId: number;
  authorId: number | undefined;
  /** Names the post for a screen reader: "Report the recognition from Ann". */
  label: string;
}

/** "Report": anyone but the author asks an admin to look at a recognition or comment. */
export function ReportButton({ postType, postId, authorId, label }: ReportButtonProps) {
  const { t } = useTranslation('recognition');
  const reader = useUserProfile();
  const [open, setOpen] = useState(false);
  if (!reader || reader.id === authorId) return null;
  return (
    <>
      <button type="button" className={styles.action} aria-label={label} onClick={() => setOpen(true)}>
        {t('card.report')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportPostDialog postType={postType} postId={postId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
