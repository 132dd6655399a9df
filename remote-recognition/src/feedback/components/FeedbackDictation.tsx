import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@laurel/shared';
import '../../dictation/transcribe-copy';
import type { DictationProblem } from '../../dictation/dictation-state';
import { DictationPanel } from '../../dictation/components/DictationPanel';
import dictation from '../../dictation/components/Dictation.module.css';
import { useTextDictation } from '../hooks/use-text-dictation';

interface FeedbackDictationProps {
  text: string;
  setText: (text: string) => void;
}

const BUSY = new Set(['starting', 'stopping', 'rephrasing']);

/** Voice dictation for a feedback message (recognition §7): dictate, stop, keep the raw or the rephrased words. */
export function FeedbackDictation({ text, setText }: FeedbackDictationProps) {
  const { t } = useTranslation('transcribe');
  const panelId = useId();
  const onProblem = useCallback(
    (problem: DictationProblem) => {
      if (problem === 'access_denied') showToast(t('access_denied'), 'error');
    },
    [t],
  );
  const { state, start, stop, select, onLevel } = useTextDictation({ text, setText, onProblem });
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  const recording = state.status === 'recording';
  const busy = BUSY.has(state.status);
  const showsPanel = state.status !== 'idle' || state.problem !== null;
  return (
    <div>
      <button
        type="button"
        className={recording ? dictation.stopTool : dictation.tool}
        aria-label={recording ? t('stopLabel') : t('dictateLabel')}
        aria-disabled={busy || undefined}
        aria-controls={showsPanel ? panelId : undefined}
        onClick={() => {
          if (busy) return;
          void (recording ? stop() : start());
        }}
      >
        {recording ? t('stop') : t('dictate')}
      </button>
      {showsPanel && <DictationPanel id={panelId} state={state} onLevel={onLevel} onSelect={select} />}
    </div>
  );
}
