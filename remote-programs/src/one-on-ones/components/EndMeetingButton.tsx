import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { showToast } from '@laurel/shared';
import { FieldError } from '@laurel/shared/ui-kit';
import type { OneOnOne } from '@laurel/shared/contract';
import { endMeeting } from '../api/one-on-ones-api';
import { growthErrorText } from '../../growth-kit/growth-error';
import { formatDay } from '../../growth-kit/format-day';
import { ConfirmDialog } from '../../growth-kit/ConfirmDialog';
import styles from './OneOnOnes.module.css';

/** Ends the meeting once asked in a dialog, and opens the next one, which holds what was left open. */
export function EndMeetingButton({ meeting }: { meeting: OneOnOne }) {
  const { t, i18n } = useTranslation('growth');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const end = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { ended, next } = await endMeeting(meeting.id);
      await mutate(['one-on-ones', 'meeting', ended.id], ended, { revalidate: false });
      await mutate(['one-on-ones', 'pairs']);
      showToast(t('oneOnOnes.meeting.endedNext', { date: formatDay(next.scheduledFor, i18n.language) }), 'success');
      void navigate(`/one-on-ones/${next.id}`);
    } catch (refusal) {
      setError(growthErrorText(t, 'oneOnOnes', refusal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button
        type="button"
        ref={opener}
        className={styles.primaryButton}
        aria-disabled={busy || undefined}
        aria-describedby="end-meeting-hint"
        onClick={() => !busy && setAsking(true)}
      >
        {busy ? t('oneOnOnes.meeting.ending') : t('oneOnOnes.meeting.end')}
      </button>
      <p id="end-meeting-hint" className={styles.muted}>
        {t('oneOnOnes.meeting.endHint')}
      </p>
      <FieldError id="end-meeting-error" error={error} />
      <ConfirmDialog
        open={asking}
        opener={opener}
        onCancel={() => setAsking(false)}
        onConfirm={() => void end()}
        title={t('oneOnOnes.meeting.endTitle')}
        body={t('oneOnOnes.meeting.endConfirm')}
        confirmLabel={t('oneOnOnes.meeting.endConfirmButton')}
        cancelLabel={t('oneOnOnes.meeting.keepOpen')}
      />
    </div>
  );
}
