import type { Editor } from 'slate';
import { useDictation } from '../hooks/use-dictation';
import { useDictationProblemToast } from '../hooks/use-dictation-problem-toast';
import { canDictate, DictationControls } from './DictationControls';
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

const ICONS = { dictate: <MicrophoneIcon />, stop: <StopIcon /> };

/** The composer's microphone (recognition §2, §4): dictate, stop, then keep the raw or the rephrased text. */
export function DictationTool({ editor, draftText, onToolUsed }: DictationToolProps) {
  const onProblem = useDictationProblemToast();
  const dictation = useDictation({ editor, draftText, onStart: onToolUsed, onProblem });
  if (!canDictate()) return null;
  return <DictationControls dictation={dictation} icons={ICONS} />;
}
