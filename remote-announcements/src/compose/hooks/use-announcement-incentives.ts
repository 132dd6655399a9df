import { useEffect, useEffectEvent, useState } from 'react';
import type { AnnouncementIncentive } from '@laurel/shared/contract';
import { postAnnouncementIncentives } from '../../api/post-announcement-incentives';
import { tokenOf, type AnnouncementRecipient } from '../announcement-recipient';
import { INCENTIVE_LOOKUP_DEBOUNCE_MS } from '../announcement-constants';

export type IncentiveLookupStatus = 'loading' | 'error' | 'ready';

interface Found {
  tokens: string;
  failed: boolean;
  incentives: AnnouncementIncentive[];
}

/**
 * The incentives the chosen recipients may claim (recognition §5), looked up after the recipients settle
 * and again when the page regains focus: an incentive made meanwhile in another tab is offered too.
 * Each answer is handed to `onAnswer` with the names of every incentive seen before it.
 */
export function useAnnouncementIncentives(
  recipients: readonly AnnouncementRecipient[],
  onAnswer: (incentives: readonly AnnouncementIncentive[], names: ReadonlyMap<number, string>) => void,
) {
  const tokens = recipients.length === 0 ? '' : JSON.stringify(recipients.map(tokenOf));
  const [found, setFound] = useState<Found | null>(null);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const [round, setRound] = useState(0);
  const answered = useEffectEvent((incentives: AnnouncementIncentive[]) => onAnswer(incentives, names));

  useEffect(() => {
    const again = () => setRound((count) => count + 1);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, []);

  useEffect(() => {
    if (tokens === '') return;
    let current = true;
    const debounce = setTimeout(() => {
      postAnnouncementIncentives(JSON.parse(tokens))
        .then((incentives) => {
          if (!current) return;
          setFound({ tokens, failed: false, incentives });
          setNames((known) => new Map([...known, ...incentives.map(({ id, name }) => [id, name] as const)]));
          answered(incentives);
        })
        .catch(() => current && setFound({ tokens, failed: true, incentives: [] }));
    }, INCENTIVE_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(debounce);
    };
  }, [tokens, round]);

  const status: IncentiveLookupStatus =
    tokens === '' ? 'ready' : found?.tokens !== tokens ? 'loading' : found.failed ? 'error' : 'ready';
  const incentives = status === 'ready' && found && tokens !== '' ? found.incentives : [];
  return { status, incentives, names };
}
