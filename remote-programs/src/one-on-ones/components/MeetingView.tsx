import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import type { OneOnOne } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { GoalsPanel } from '../../goals/components/GoalsPanel';
import { growthErrorText } from '../../growth-kit/growth-error';
import { formatDay } from '../../growth-kit/format-day';
import { Agenda } from './Agenda';
import { ActionItems } from './ActionItems';
import { MeetingNotesForm } from './MeetingNotesForm';
import { EndMeetingButton } from './EndMeetingButton';
import { ScheduleForm } from './ScheduleForm';
import { formatTime } from './local-today';
import { partnerOf } from './meeting-people';
import { useMeetingChange } from './use-meeting-change';
import styles from './OneOnOnes.module.css';

interface MeetingViewProps {
  meeting: OneOnOne;
  myId: number;
  mutate: KeyedMutator<OneOnOne>;
}

export function MeetingView({ meeting, myId, mutate }: MeetingViewProps) {
  const { t, i18n } = useTranslation('growth');
  const { change, tick, failure } = useMeetingChange(mutate);
  const partner = partnerOf(meeting, myId);
  const open = meeting.status === 'open';
  const date = formatDay(meeting.scheduledFor, i18n.language);
  const scheduled = meeting.scheduledTime
    ? t('oneOnOnes.meeting.scheduledAt', { date, time: formatTime(meeting.scheduledTime, i18n.language) })
    : t('oneOnOnes.meeting.scheduled', { date });
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>{t('oneOnOnes.meeting.title', { name: partner.displayName })}</h1>
          <p className={styles.intro}>
            {open ? scheduled : t('oneOnOnes.meeting.ended', { date: formatDay(meeting.endedAt!, i18n.language) })}
          </p>
        </div>
        {open && <EndMeetingButton meeting={meeting} />}
      </div>
      {failure !== null && (
        <FieldError
          id="meeting-change-error"
          error={`${t('oneOnOnes.meeting.changeFailed')}: ${growthErrorText(t, 'oneOnOnes', failure)}`}
        />
      )}
      {open && <ScheduleForm key={`${meeting.id}`} meeting={meeting} change={change} />}
      <div className={styles.columns}>
        <Agenda meeting={meeting} change={change} tick={tick} />
        <ActionItems meeting={meeting} myId={myId} change={change} tick={tick} />
      </div>
      <MeetingNotesForm meeting={meeting} change={change} />
      <GoalsPanel
        userId={meeting.report.id === myId ? null : meeting.report.id}
        title={t('oneOnOnes.meeting.goalsOf', { name: meeting.report.displayName })}
      />
    </>
  );
}
