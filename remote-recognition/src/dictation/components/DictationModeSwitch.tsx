import { useTranslation } from 'react-i18next';
import type { DictationMode } from '../dictation-state';
import styles from './Dictation.module.css';

interface DictationModeSwitchProps {
  mode: DictationMode;
  canRephrase: boolean;
  onSelect: (mode: 'raw' | 'rephrased') => void;
}

/** Raw or rephrased (recognition §3, §4): two toggle buttons, the one shown pressed. */
export function DictationModeSwitch({ mode, canRephrase, onSelect }: DictationModeSwitchProps) {
  const { t } = useTranslation('action_input', { keyPrefix: 'transcribe' });
  const option = (value: 'raw' | 'rephrased', disabled = false) => (
    <button
      type="button"
      className={styles.mode}
      aria-pressed={mode === value}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onSelect(value)}
    >
      {t(`mode.${value}`)}
    </button>
  );
  return (
    <div role="group" aria-label={t('mode.label')} className={styles.modes}>
      {option('raw')}
      {option('rephrased', !canRephrase)}
    </div>
  );
}
