import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from 'slate';
import { Tooltip } from '@laurel/shared/ui-kit';
import { insertSigil } from '../../composer/composer-editor';
import { DictationTool } from '../../dictation/components/DictationTool';
import styles from './GiveRecognition.module.css';

interface ComposerToolbarProps {
  editor: Editor;
  showsAmount: boolean;
  /** A csv group takes the whole recipient list (spec §5). */
  recipientsLocked: boolean;
  /** The message as the composer reports it; dictation resets when it changes under it (spec §4). */
  draftText: string;
  onToolUsed: () => void;
  /** The attachment tools, shown after the text tools. */
  children?: ReactNode;
}

/** Buttons that type a sigil and open its popup, for those who do not know the tokens. */
export function ComposerToolbar({
  editor,
  showsAmount,
  recipientsLocked,
  draftText,
  onToolUsed,
  children,
}: ComposerToolbarProps) {
  const { t } = useTranslation('action_input');
  const use = (sigil: string) => {
    onToolUsed();
    insertSigil(editor, sigil);
  };
  const recipientTool = (
    <button
      type="button"
      className={styles.tool}
      aria-disabled={recipientsLocked}
      onClick={() => !recipientsLocked && use('@')}
    >
      {t('tools.recipient')}
    </button>
  );
  return (
    <div role="group" aria-label={t('tools.label')} className={styles.toolbar}>
      {recipientsLocked ? <Tooltip content={t('tools.recipientLocked')}>{recipientTool}</Tooltip> : recipientTool}
      {showsAmount && (
        <button type="button" className={styles.tool} onClick={() => use('+')}>
          {t('tools.amount')}
        </button>
      )}
      <button type="button" className={styles.tool} onClick={() => use('#')}>
        {t('tools.hashtag')}
      </button>
      <button type="button" className={styles.tool} onClick={() => use('&')}>
        {t('tools.mention')}
      </button>
      <DictationTool editor={editor} draftText={draftText} onToolUsed={onToolUsed} />
      {children}
    </div>
  );
}
