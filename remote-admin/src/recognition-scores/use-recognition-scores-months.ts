import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  RECOGNITION_SCORES_PARAMS,
  recognitionScoresMonths,
  type RecognitionScoresMonths,
} from '@laurel/shared/contract';

/** Programs §2: the page's months live in its query; a missing or unparsable one is the previous month. */
export function useRecognitionScoresMonths(today: Date = new Date()) {
  const [params, setParams] = useSearchParams();
  const day = today.toISOString().slice(0, 10);
  const months = useMemo(
    () => recognitionScoresMonths(Object.fromEntries(params), new Date(`${day}T12:00:00.000Z`)),
    [params, day],
  );
  const setMonth = useCallback(
    (which: keyof RecognitionScoresMonths, month: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(RECOGNITION_SCORES_PARAMS[which], month);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { months, setMonth };
}
