import { useCallback, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';
import { updateCachedBonus } from '../api/feed-cache';
import { removeBonusReaction } from '../api/delete-bonus-reaction';
import { addBonusReaction } from '../api/post-bonus-reaction';
import { hasReacted, withReaction } from '../bonus-engagement';

/**
 * Adds or removes the reader's reaction at once and tells the server after; if the server refuses,
 * the reaction goes back to how it was and a toast says so.
 */
export function useToggleReaction() {
  const { t } = useTranslation('recognition');
  const { mutate } = useSWRConfig();
  const inFlight = useRef(new Set<string>());

  return useCallback(
    async (bonus: BonusView, emoji: string) => {
      const request = `${bonus.id} ${emoji}`;
      if (inFlight.current.has(request)) return;
      inFlight.current.add(request);
      const add = !hasReacted(bonus, emoji);
      const show = (added: boolean) =>
        updateCachedBonus(mutate, bonus.id, (current) => withReaction(current, emoji, added));
      await show(add);
      try {
        await (add ? addBonusReaction(bonus.id, emoji) : removeBonusReaction(bonus.id, emoji));
      } catch {
        await show(!add);
        showToast(t(add ? 'reactions.addError' : 'reactions.removeError'), 'error');
      } finally {
        inFlight.current.delete(request);
      }
    },
    [mutate, t],
  );
}
