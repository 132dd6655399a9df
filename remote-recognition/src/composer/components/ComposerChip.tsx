import type { ReactNode } from 'react';
import type { RenderElementProps } from 'slate-react';
import type { ChipElement } from '../composer-model';
import { GroupPopover } from './GroupPopover';
import styles from './Composer.module.css';

interface ComposerChipProps {
  attributes: RenderElementProps['attributes'];
  element: ChipElement;
  children: ReactNode;
  /** Whether a group chip may be expanded into its members here. */
  canExpand: boolean;
}

/** A chosen recipient (`@`) or mention (`&`) inside the text; groups open their popover. */
export function ComposerChip({ attributes, element, children, canExpand }: ComposerChipProps) {
  const { recipient } = element;
  const sigil = element.type === 'recipient' ? '@' : '&';
  const label = `${sigil}${recipient.display_name}`;
  return (
    <span {...attributes} contentEditable={false} className={styles.chipHolder} data-chip={element.type}>
      {recipient.group_type ? (
        <GroupPopover element={element} canExpand={canExpand && recipient.group_type !== 'csv_upload'}>
          {label}
        </GroupPopover>
      ) : (
        <span className={element.type === 'recipient' ? styles.chip : styles.mentionChip}>{label}</span>
      )}
      {children}
    </span>
  );
}
