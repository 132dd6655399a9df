import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../transcribe-copy';
import type { useDictationRecorder } from '../hooks/use-dictation-recorder';
import { DictationPanel } from './DictationPanel';
import styles from './Dictation.module.css';

const BUSY = new Set(['starting', 'stopping', 'rephrasing']);

/** Browsers give the microphone to secure pages only; elsewhere there is nothing to offer. */
export const canDictate = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export interface DictationControlsProps {
  dictation: Pick<ReturnType<typeof useDictationRecorder>, 'state' | 'start' | 'stop' | 'select' | 'onLevel'>;
  /** Drawn before the words on the button, one while idle and one while recording. */
  icons?: { dictate: ReactNode; stop: ReactNode };
}

/** The dictate/stop button and, once it is used, the panel with the level, the words and the raw/rephrased switch. */
export function DictationControls({
  dictation: { state, start, stop, select, onLevel },
  icons,
}: DictationControlsProps) {
  const { t } = useTranslation('action_input', { keyPrefix: 'transcribe' });
  const panelId = useId();
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
        {icons && (recording ? icons.stop : icons.dictate)}
        {recording ? t('stop') : t('dictate')}
      </button>
      {showsPanel && <DictationPanel id={panelId} state={state} onLevel={onLevel} onSelect={select} />}
    </>
  );
}
