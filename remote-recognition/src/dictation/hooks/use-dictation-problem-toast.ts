import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import '../transcribe-copy';
import type { DictationProblem } from '../dictation-state';

/** Recognition §8: a denied microphone is a toast; the panel says it too, beside the button. */
export function useDictationProblemToast() {
  const { t } = useTranslation('action_input', { keyPrefix: 'transcribe' });
  return useCallback(
    (problem: DictationProblem) => {
      if (problem === 'access_denied') showToast(t('access_denied'), 'error');
    },
    [t],
  );
}
