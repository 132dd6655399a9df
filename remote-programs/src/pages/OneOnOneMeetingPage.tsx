import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import '../growth-kit/growth-copy';
import { useMeeting } from '../one-on-ones/api/use-one-on-ones';
import { isNotFound } from '../growth-kit/growth-error';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { MeetingView } from '../one-on-ones/components/MeetingView';
import styles from '../one-on-ones/components/OneOnOnes.module.css';

/** `/one-on-ones/:id`: one meeting's agenda, action items and notes, for its two people only. */
export function OneOnOneMeetingPage() {
  const { t } = useTranslation('growth');
  const id = Number(useParams().id);
  const me = useUserProfile();
  const { data: meeting, error, mutate } = useMeeting(id);
  let body;
  if (!Number.isInteger(id) || isNotFound(error)) {
    body = (
      <>
        <h1>{t('oneOnOnes.meeting.notFoundTitle')}</h1>
        <p>{t('oneOnOnes.meeting.notFound')}</p>
      </>
    );
  } else if (error && !meeting) {
    body = <LoadFailure title={t('oneOnOnes.meeting.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!meeting || !me) {
    body = (
      <p role="status" className={styles.muted}>
        {t('oneOnOnes.loading')}
      </p>
    );
  } else {
    body = <MeetingView key={meeting.id} meeting={meeting} myId={me.id} mutate={mutate} />;
  }
  return (
    <main className={styles.page}>
      <Link className={styles.link} to="/one-on-ones">
        {t('oneOnOnes.meeting.back')}
      </Link>
      {body}
    </main>
  );
}
