import { useState } from 'react';
import { drinkFor } from '../cup-level';
import { useQualityScore } from '../hooks/use-quality-score';
import { GaugeAccordion } from './GaugeAccordion';
import { GaugePanel, type Feedback } from './GaugePanel';
import { GaugePopOut } from './GaugePopOut';
import { useGaugeDesktop } from './GaugeColumn';
import '../gauge-copy';

/** The quality gauge (recognition §2, §4): a pop-out beside the composer on desktop, an accordion under it on phones. */
export interface QualityGaugeProps {
  /** The draft as sent, tokens included. */
  text: string;
  /** Picks the giver's drink. */
  giverId: number;
}

export default function QualityGauge({ text, giverId }: QualityGaugeProps) {
  const desktop = useGaugeDesktop();
  const quality = useQualityScore(text);
  const [drink] = useState(() => drinkFor(giverId));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [scorable, setScorable] = useState(quality.scorable);
  if (scorable !== quality.scorable) {
    setScorable(quality.scorable);
    // The prompt comes back once the draft is cleared: a new recognition, a new question.
    if (!quality.scorable) setFeedback(null);
  }

  const panel = <GaugePanel quality={quality} drink={drink} feedback={feedback} onFeedback={setFeedback} />;
  return desktop ? (
    <GaugePopOut quality={quality} drink={drink}>
      {panel}
    </GaugePopOut>
  ) : (
    <GaugeAccordion quality={quality} drink={drink}>
      {panel}
    </GaugeAccordion>
  );
}
