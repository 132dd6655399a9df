import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlateStatic } from 'slate-react';
import useSWR from 'swr';
import { showToast } from '@laurel/shared';
import { peopleByIds } from '../give/api/recipients';
import type { ChipElement } from './composer-model';
import { expandGroupChip } from './composer-editor';
import { memberIdsOf } from './suggestion-filters';
import styles from './Composer.module.css';

/** Spec §9: the popover names the first 20 members, then links to the rest. */
export const GROUP_POPOVER_NAMES = 20;

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
  const popoverId = `group-popover-${element.recipient.id}`;

  return (
    <span
      className={styles.groupHolder}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.chip}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
        <span className={styles.groupCount}>{t('group.members', { count: ids.length })}</span>
      </button>
      {open && (
        <span id={popoverId} role="dialog" aria-label={element.recipient.display_name} className={styles.groupPopover}>
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
        </span>
      )}
    </span>
  );
}
