import { useRef, useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { useSlateStatic } from 'slate-react';
import useSWR from 'swr';
import { showToast } from '@laurel/shared';
import { peopleByIds } from '../../api/get-users-by-ids';
import type { ChipElement } from '../composer-model';
import { expandGroupChip } from '../composer-editor';
import { memberIdsOf } from '../suggestion-filters';
import styles from './Composer.module.css';

/** Spec §9: the popover names the first 20 members, then links to the rest. */
export const GROUP_POPOVER_NAMES = 20;
const HOVER_CLOSE_DELAY_MS = 150;

interface GroupPopoverProps {
  element: ChipElement;
  canExpand: boolean;
  children: ReactNode;
}

/** A group chip's hover card: member names and, where allowed, "expand group". */
export function GroupPopover({ element, canExpand, children }: GroupPopoverProps) {
  const { t } = useTranslation('action_input');
  const editor = useSlateStatic();
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const ids = memberIdsOf(element.recipient);
  const wanted = showAll ? ids : ids.slice(0, GROUP_POPOVER_NAMES);
  const members = useSWR(
    open ? ['group-members', element.recipient.id, wanted.length] : null,
    () => peopleByIds(wanted),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
    },
  );
  const shown = members.data;
  const hidden = ids.length - wanted.length;
  const expand = () =>
    peopleByIds(ids)
      .then((people) => expandGroupChip(editor, element, people))
      .catch(() => showToast(t('group.error'), 'error'));

  const closeSoon = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hover = (opened: boolean) => {
    clearTimeout(closeSoon.current);
    // A moment's grace lets the pointer travel from the chip to the card.
    if (opened) setOpen(true);
    else closeSoon.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.chip} onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
        {children}
        <span className={styles.groupCount}>{t('group.members', { count: ids.length })}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.groupPopover}
          aria-label={element.recipient.display_name}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onMouseEnter={() => hover(true)}
          onMouseLeave={() => hover(false)}
        >
          <strong>{element.recipient.display_name}</strong>
          {members.error ? (
            <span role="alert">{t('group.error')}</span>
          ) : !shown ? (
            <span role="status">{t('popup.loading')}</span>
          ) : (
            <ul className={styles.memberList}>
              {shown.map((member) => (
                <li key={member.id}>{member.display_name}</li>
              ))}
            </ul>
          )}
          {hidden > 0 && (
            <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
              {t('group.more', { count: hidden })}
            </button>
          )}
          {canExpand && (
            <button type="button" className={styles.linkButton} onClick={() => void expand()}>
              {t('group.expand')}
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
