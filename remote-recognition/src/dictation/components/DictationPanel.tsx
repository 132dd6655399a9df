import { useTranslation } from 'react-i18next';
import { statusPhaseOf, type DictationState } from '../dictation-state';
import { useStatusMessage } from '../hooks/use-status-message';
import { DictationModeSwitch } from './DictationModeSwitch';
import { Visualizer } from './Visualizer';
import styles from './Dictation.module.css';

interface DictationPanelProps {
  id: string;
  state: DictationState;
  onLevel: (listener: (level: number) => void) => () => void;
  onSelect: (mode: 'raw' | 'rephrased') => void;
}

/** The transcription panel (recognition §2): where it stands, the visualizer, the rotating hints, the switch. */
export function DictationPanel({ id, state, onLevel, onSelect }: DictationPanelProps) {
  const { t } = useTranslation('action_input', { keyPrefix: 'transcribe' });
  const phase = statusPhaseOf(state.status);
  const message = useStatusMessage(phase);
  return (
    <section id={id} aria-label={t('panelLabel')} className={styles.panel}>
      {state.problem ? (
        <p role="alert" className={styles.problem}>
          {t(state.problem)}
        </p>
      ) : (
        <p role="status" className={styles.status}>
          {state.status !== 'idle' && t(`status.${state.status}`)}
        </p>
      )}
      {state.status === 'recording' && <Visualizer onLevel={onLevel} />}
      {phase && (
        <p className={styles.hint} data-testid="dictation-message">
          {message !== null && t(`messages.${phase}.${message}`)}
        </p>
      )}
      {state.status === 'complete' && (
        <DictationModeSwitch mode={state.mode} canRephrase={state.rephrased !== null} onSelect={onSelect} />
      )}
    </section>
  );
}
