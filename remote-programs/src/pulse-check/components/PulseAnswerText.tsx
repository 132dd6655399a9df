import { useTranslation } from 'react-i18next';
import type { PulseAnswer } from '@laurel/shared/contract';
import '../pulse-copy';

/** A pulse answer as words: the score, its label when known, and the comment. */
export function PulseAnswerText({ answer, scaleLabels }: { answer: PulseAnswer; scaleLabels?: readonly string[] }) {
  const { t } = useTranslation('growth');
  const label = scaleLabels?.[answer.score - 1];
  return (
    <>
      {label ? t('pulse.answerText', { score: answer.score, label }) : `${answer.score} / 5`}
      {answer.comment && (
        <>
          <br />
          {answer.comment}
        </>
      )}
    </>
  );
}
