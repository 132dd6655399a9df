import { useTranslation } from 'react-i18next';
import type { BonusView } from '@laurel/shared/recognition';
import { reactionChips } from '../bonus-engagement';
import { useToggleReaction } from '../hooks/useToggleReaction';
import { ReactionPicker } from './ReactionPicker';
import styles from './RecognitionCard.module.css';

/** The reactions on a recognition, each a toggle for the reader's own, and the picker to add another. */
export function ReactionBar({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('recognition');
  const toggle = useToggleReaction();
  return (
    <div role="group" aria-label={t('reactions.label')} className={styles.reactions}>
      {reactionChips(bonus).map(({ emoji, count, mine }) => (
        <button
          key={emoji}
          type="button"
          className={styles.chip}
          aria-pressed={mine}
          aria-label={t('reactions.chip', { emoji, count })}
          onClick={() => void toggle(bonus, emoji)}
        >
          <span aria-hidden="true">{emoji}</span>
          <span aria-hidden="true" className={styles.chipCount}>
            {count}
          </span>
        </button>
      ))}
      <ReactionPicker bonus={bonus} onPick={(emoji) => void toggle(bonus, emoji)} />
    </div>
  );
}
