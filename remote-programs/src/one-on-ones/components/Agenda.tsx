import { useTranslation } from 'react-i18next';
import type { OneOnOne } from '@laurel/shared/contract';
import { addTalkingPoint, tickItem } from '../api/one-on-ones-api';
import { AddTextForm } from '../../growth-kit/AddTextForm';
import { ItemList } from './ItemList';
import { nameOf } from './meeting-people';
import type { MeetingChange } from './use-meeting-change';
import styles from './OneOnOnes.module.css';

interface AgendaProps {
  meeting: OneOnOne;
  change: MeetingChange;
  tick: (request: () => Promise<OneOnOne>) => void;
}

/** The shared agenda: either person adds talking points and ticks them off. */
export function Agenda({ meeting, change, tick }: AgendaProps) {
  const { t } = useTranslation('growth');
  const open = meeting.status === 'open';
  const items = meeting.talkingPoints.map((point) => ({
    ...point,
    detail: t('oneOnOnes.meeting.by', { name: nameOf(meeting, point.authorId) }),
  }));
  return (
    <section className={styles.section} aria-labelledby="agenda-heading">
      <h2 id="agenda-heading">{t('oneOnOnes.meeting.agenda')}</h2>
      <ItemList
        items={items}
        empty={t('oneOnOnes.meeting.agendaEmpty')}
        onTick={open ? (item, done) => tick(() => tickItem(meeting.id, 'talking_points', item.id, done)) : undefined}
      />
      {open && (
        <AddTextForm
          label={t('oneOnOnes.meeting.addPoint')}
          buttonLabel={t('oneOnOnes.meeting.addPointButton')}
          onAdd={(text) => change(() => addTalkingPoint(meeting.id, text))}
        />
      )}
    </section>
  );
}
