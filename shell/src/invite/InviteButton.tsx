import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, showsInviteCallToAction, type PermissionSubject } from '@laurel/shared';
import { useInviteStore } from './invite-store';
import styles from '../ui/buttons.module.css';

const InviteUserModal = lazy(() => import('./InviteUserModal'));

/** Admins invite colleagues; in a trial or free company not yet set up it is the call-to-action. */
export function InviteButton({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation('invite_users');
  const { open, setOpen } = useInviteStore();
  if (!hasPermission(subject, 'can-view-admin')) return null;
  const callToAction = showsInviteCallToAction(subject);
  return (
    <>
      <button
        type="button"
        className={callToAction ? styles.primaryButton : styles.secondaryButton}
        data-call-to-action={callToAction}
        onClick={() => setOpen(true)}
      >
        {t('button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InviteUserModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
