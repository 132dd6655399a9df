import { useEffect, useMemo, useState } from 'react';
import type { QualityScore } from '@laurel/shared/recognition';
import { postQualityScore } from '../api/post-quality-score';
import { createScoreQueue } from '../score-queue';
import { isScorable } from '../scorable-text';

export interface QualityState {
  /** The latest score that came back, and the text it is for. */
  scored: { text: string; score: QualityScore } | null;
  /** Long enough to score (recognition §5). */
  scorable: boolean;
  /** A newer text waits for its score. */
  busy: boolean;
}

/** Scores the draft off the typing path: keystrokes only restart a timer; answers arrive as state. */
export function useQualityScore(text: string): QualityState {
  const [scored, setScored] = useState<QualityState['scored']>(null);
  const [busy, setBusy] = useState(false);
  const [queue] = useState(() =>
    createScoreQueue({
      score: postQualityScore,
      // A Backspace back to the scored text is answered from the cache: the same answer draws nothing new.
      onResult: (scoredText, score) =>
        setScored((shown) =>
          shown?.text === scoredText && shown.score === score ? shown : { text: scoredText, score },
        ),
      onBusyChange: setBusy,
    }),
  );
  const scorable = useMemo(() => isScorable(text), [text]);
  const [wasScorable, setWasScorable] = useState(scorable);
  if (wasScorable !== scorable) {
    setWasScorable(scorable);
    // A draft cut below the minimum starts over: its old score never comes back for new words.
    if (!scorable) setScored(null);
  }

  useEffect(() => {
    if (scorable) queue.request(text);
    else queue.clear();
  }, [queue, text, scorable]);
  useEffect(() => () => queue.clear(), [queue]);

  const shown = scorable ? scored : null;
  const waiting = scorable && busy;
  return useMemo(() => ({ scored: shown, scorable, busy: waiting }), [shown, scorable, waiting]);
}
