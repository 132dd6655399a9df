import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneOnOne } from '@laurel/shared/contract';
import { addActionItem, tickItem } from '../api/one-on-ones-api';
import { AddTextForm } from '../../growth-kit/AddTextForm';
import { ItemList } from './ItemList';
import { nameOf, peopleOf } from './meeting-people';
import type { MeetingChange } from './use-meeting-change';
import styles from './OneOnOnes.module.css';

interface ActionItemsProps {
  meeting: OneOnOne;
  myId: number;
  change: MeetingChange;
  tick: (request: () => Promise<OneOnOne>) => void;
}

/** What each person agreed to do, with its owner; unfinished ones move to the next meeting. */
export function ActionItems({ meeting, myId, change, tick }: ActionItemsProps) {
  const { t } = useTranslation('growth');
  const ownerField = useId();
  const [ownerId, setOwnerId] = useState(myId);
  const open = meeting.status === 'open';
  const items = meeting.actionItems.map((item) => ({
    ...item,
    detail: t('oneOnOnes.meeting.ownedBy', { name: nameOf(meeting, item.ownerId) }),
  }));
  return (
    <section className={styles.section} aria-labelledby="action-items-heading">
      <h2 id="action-items-heading">{t('oneOnOnes.meeting.actionItems')}</h2>
      <ItemList
        items={items}
        empty={t('oneOnOnes.meeting.actionItemsEmpty')}
        onTick={open ? (item, done) => tick(() => tickItem(meeting.id, 'action_items', item.id, done)) : undefined}
      />
      {open && (
        <AddTextForm
          label={t('oneOnOnes.meeting.addItem')}
          buttonLabel={t('oneOnOnes.meeting.addItemButton')}
          onAdd={(text) => change(() => addActionItem(meeting.id, text, ownerId))}
        >
          <div className={styles.field}>
            <label htmlFor={ownerField}>{t('oneOnOnes.meeting.owner')}</label>
            <select id={ownerField} value={ownerId} onChange={(event) => setOwnerId(Number(event.target.value))}>
              {peopleOf(meeting).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.displayName}
                </option>
              ))}
            </select>
          </div>
        </AddTextForm>
      )}
    </section>
  );
}
