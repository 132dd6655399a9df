import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiErrorMessage, HttpError, refetchProfile, showToast } from '@laurel/shared';
import { apiErrorIdOf, type ApiErrorId } from '@laurel/shared/contract';
import { announcementErrorParams } from '../announcement-error-params';
import { postAnnouncement } from '../../api/post-announcement';
import { patchAnnouncement } from '../../api/patch-announcement';
import { deleteAnnouncement } from '../../api/delete-announcement';
import { refreshAnnouncements } from '../../api/refresh-announcements';
import '../forms-copy';

type Change = 'create' | 'edit' | 'delete';

/** The server's refusals of the chosen incentive, shown at the incentive field rather than under the footer. */
const INCENTIVE_REFUSALS: readonly ApiErrorId[] = ['incentive_not_offered', 'incentive_inactive'];

// Recognition §8: the success toasts and the failures shown under the footer, per change.
const SUCCESS_KEY = {
  create: 'modal.success_message',
  edit: 'modal.edit_success_message',
  delete: 'modal.delete_success_message',
} as const;
const FAILURE_KEY = {
  create: 'modal.create_error_message',
  edit: 'modal.edit_error_message',
  delete: 'modal.delete_error_message',
} as const;

/** Create, edit and delete, each refreshing the caches of recognition §4 and telling how it went (§8). */
export function useAnnouncementChanges() {
  const { t } = useTranslation('announcements');
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [incentiveFailure, setIncentiveFailure] = useState<string | null>(null);

  const run = async (change: Change, call: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    setFailure(null);
    setIncentiveFailure(null);
    try {
      await call();
      showToast(t(SUCCESS_KEY[change]), 'success');
      void refreshAnnouncements(mutate);
      // The profile's count of current announcements decides whether home keeps the carousel's room;
      // if it cannot be read now, the count stays as it was until the next read.
      refetchProfile().catch(() => undefined);
      return true;
    } catch (error) {
      const id = error instanceof HttpError ? apiErrorIdOf(error.body) : undefined;
      const reason = apiErrorMessage(t, error, { params: announcementErrorParams(id) });
      if (id && INCENTIVE_REFUSALS.includes(id)) setIncentiveFailure(reason);
      else setFailure(t(FAILURE_KEY[change], { reason }));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    failure,
    incentiveFailure,
    clearFailure: () => setFailure(null),
    create: (form: FormData) => run('create', () => postAnnouncement(form)),
    edit: (id: number, form: FormData) => run('edit', () => patchAnnouncement(id, form)),
    remove: (id: number) => run('delete', () => deleteAnnouncement(id)),
  };
}
