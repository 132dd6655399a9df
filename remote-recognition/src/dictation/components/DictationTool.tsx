import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from 'slate';
import { showToast } from '@laurel/shared';
import '../transcribe-copy';
import type { DictationProblem } from '../dictation-state';
import { useDictation } from '../hooks/use-dictation';
import { DictationPanel } from './DictationPanel';
import styles from './Dictation.module.css';

interface DictationToolProps {
  editor: Editor;
  draftText: string;
  onToolUsed: () => void;
}

const MicrophoneIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <rect x="5.5" y="1" width="5" height="9" rx="2.5" fill="currentColor" />
    <path d="M3 7.5a5 5 0 0 0 10 0M8 12.5V15" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

const StopIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="12" height="12" rx="2" fill="currentColor" />
  </svg>
);

const BUSY = new Set(['starting', 'stopping', 'rephrasing']);

/** The composer's microphone (recognition §2, §4): dictate, stop, then keep the raw or the rephrased text. */
export function DictationTool({ editor, draftText, onToolUsed }: DictationToolProps) {
  const { t } = useTranslation('transcribe');
  const panelId = useId();
  const onProblem = useCallback(
    (problem: DictationProblem) => {
      // Recognition §8: a denied microphone is a toast; the panel says it too, beside the button.
      if (problem === 'access_denied') showToast(t('access_denied'), 'error');
    },
    [t],
  );
  const { state, start, stop, select, onLevel } = useDictation({ editor, draftText, onStart: onToolUsed, onProblem });
  // Browsers give the microphone to secure pages only; elsewhere there is nothing to offer.
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  const recording = state.status === 'recording';
  const busy = BUSY.has(state.status);
  const showsPanel = state.status !== 'idle' || state.problem !== null;
  return (
    <>
      <button
        type="button"
        className={recording ? styles.stopTool : styles.tool}
        aria-label={recording ? t('stopLabel') : t('dictateLabel')}
        aria-disabled={busy || undefined}
        aria-controls={showsPanel ? panelId : undefined}
        onClick={() => {
          if (busy) return;
          void (recording ? stop() : start());
        }}
      >
        {recording ? <StopIcon /> : <MicrophoneIcon />}
        {recording ? t('stop') : t('dictate')}
      </button>
      {showsPanel && <DictationPanel id={panelId} state={state} onLevel={onLevel} onSelect={select} />}
    </>
  );
}
