import { canDictate, DictationControls } from '../../dictation/components/DictationControls';
import { useDictationProblemToast } from '../../dictation/hooks/use-dictation-problem-toast';
import { useTextDictation } from '../hooks/use-text-dictation';

interface FeedbackDictationProps {
  text: string;
  setText: (text: string) => void;
}

/** Voice dictation for a feedback message (recognition §7): dictate, stop, keep the raw or the rephrased words. */
export function FeedbackDictation({ text, setText }: FeedbackDictationProps) {
  const onProblem = useDictationProblemToast();
  const dictation = useTextDictation({ text, setText, onProblem });
  if (!canDictate()) return null;
  return (
    <div>
      <DictationControls dictation={dictation} />
    </div>
  );
}
