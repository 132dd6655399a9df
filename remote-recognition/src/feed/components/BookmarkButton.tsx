import { useTranslation } from 'react-i18next';
import type { BonusView } from '@laurel/shared/recognition';
import { useToggleBookmark } from '../hooks/useToggleBookmark';

/** The bookmark toggle on a recognition card: pressed when the reader has it on their bookmarks page. */
export function BookmarkButton({ bonus, className }: { bonus: BonusView; className?: string }) {
  const { t } = useTranslation('recognition');
  const toggle = useToggleBookmark();
  const bookmarked = bonus.bookmarked ?? false;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={bookmarked}
      aria-label={t(bookmarked ? 'card.removeBookmark' : 'card.bookmark')}
      onClick={() => void toggle(bonus)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill={bookmarked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
