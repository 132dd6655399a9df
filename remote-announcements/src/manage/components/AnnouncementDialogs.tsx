import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementDefaults } from '@laurel/shared/contract';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import { ModalDialog, ModalDialogClose } from '@laurel/shared/ui-kit';
import { useAnnouncements } from '../../api/get-announcements';
import { useCompanySettings } from '../../api/get-company-settings';
import { MakeAnnouncementForm } from '../../compose/components/MakeAnnouncementForm';
import { EditAnnouncementForm } from './EditAnnouncementForm';
import { ManageAnnouncementsList } from './ManageAnnouncementsList';
import { useFocusReturn } from '../hooks/use-focus-return';
import styles from './AnnouncementDialogs.module.css';
import '../../compose/forms-copy';

export type AnnouncementView =
  | { kind: 'make'; defaults?: AnnouncementDefaults }
  | { kind: 'manage' }
  | { kind: 'edit'; announcement: Announcement; back: 'manage' | null };

const NO_INTEGRATIONS: ChatIntegrations = { has_slack_integration: false, has_ms_teams_integration: false };
const MODAL_WIDTH_PX = 640;

interface AnnouncementDialogsProps {
  view: AnnouncementView;
  onViewChange: (view: AnnouncementView) => void;
  onClose: () => void;
}

/** The make, manage and edit modals (recognition §2) as one dialog whose content follows the view. */
export function AnnouncementDialogs({ view, onViewChange, onClose }: AnnouncementDialogsProps) {
  const { t } = useTranslation('announcements');
  const settings = useCompanySettings();
  const list = useAnnouncements();
  const content = useRef<HTMLDivElement>(null);
  useFocusReturn();
  const integrations = settings.data?.chat_integrations ?? NO_INTEGRATIONS;
  const hasAny = Boolean(list.data && list.data.posted.length + list.data.scheduled.length > 0);
  const back = () => (view.kind === 'edit' && view.back ? onViewChange({ kind: view.back }) : onClose());

  // The control that switched the view is gone: the new view's first control takes the focus.
  useEffect(() => {
    content.current?.querySelector<HTMLElement>('input, button, [contenteditable="true"]')?.focus();
  }, [view]);

  const title = { make: t('make.title'), manage: t('manage.heading'), edit: t('edit.title') }[view.kind];
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      widthPx={MODAL_WIDTH_PX}
      actions={view.kind === 'manage' ? <ModalDialogClose>{t('manage.close')}</ModalDialogClose> : undefined}
      onEscapeKeyDown={(event) => {
        // Escape in an open recipient list closes the list only.
        if (document.activeElement?.getAttribute('aria-expanded') === 'true') event.preventDefault();
      }}
    >
      <div ref={content}>
        {view.kind === 'make' && hasAny && (
          <p className={styles.switch}>
            <button type="button" className={styles.link} onClick={() => onViewChange({ kind: 'manage' })}>
              {t('make.manageLink')}
            </button>
          </p>
        )}
        {view.kind === 'manage' && (
          <p className={styles.switch}>
            <button type="button" className={styles.link} onClick={() => onViewChange({ kind: 'make' })}>
              {t('manage.makeLink')}
            </button>
          </p>
        )}
        {!settings.data && !settings.error ? (
          <p role="status">{t('manage.loading')}</p>
        ) : view.kind === 'make' ? (
          <MakeAnnouncementForm
            integrations={integrations}
            defaults={view.defaults}
            onMade={onClose}
            onCancel={onClose}
          />
        ) : view.kind === 'manage' ? (
          <ManageAnnouncementsList
            onEdit={(announcement) => onViewChange({ kind: 'edit', announcement, back: 'manage' })}
          />
        ) : (
          <EditAnnouncementForm
            key={view.announcement.id}
            announcement={view.announcement}
            integrations={integrations}
            onDone={back}
            onCancel={back}
          />
        )}
      </div>
    </ModalDialog>
  );
}
