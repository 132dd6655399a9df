import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recognitionPreviewText } from '@laurel/shared/emoji';
import type { BonusView } from '@laurel/shared/recognition';
import { bonusPath } from '../../feed/bonus-display';
import { LoadError } from '../../feed/components/LoadError';
import { useFilteredBonuses } from '../../people/api/get-filtered-bonuses';
import { Tabs } from '../../people/components/Tabs';
import styles from './Widget.module.css';

type Direction = 'received' | 'given';

/** A short list: the frame is small, and the full app is a click away. */
const LATEST_COUNT = 5;

/** One recognition as a line that opens it in the full app, outside the frame. */
function LatestItem({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('recognition');
  const giver = bonus.giver?.display_name ?? t('card.formerColleague');
  const receivers = bonus.receivers.map((person) => person.display_name).join(', ');
  return (
    <a href={bonusPath(bonus.id)} target="_blank" rel="noopener noreferrer" className={styles.item}>
      <span className={styles.itemTitle}>{t('widget.item', { giver, receivers })}</span>
      <span className={styles.itemReason}>{recognitionPreviewText(bonus.reason)}</span>
      <span className="laurel-visually-hidden"> {t('widget.newTab')}</span>
    </a>
  );
}

function LatestList({ direction, userId }: { direction: Direction; userId: number }) {
  const { t } = useTranslation('recognition');
  const filter = direction === 'received' ? { receiver_id: userId } : { giver_id: userId };
  const { data, error, mutate } = useFilteredBonuses(filter, 1, LATEST_COUNT);
  if (error && !data) return <LoadError title={t('widget.errorTitle')} error={error} onRetry={() => void mutate()} />;
  if (!data) return <p role="status">{t('widget.loading')}</p>;
  if (data.result.length === 0) return <p className={styles.muted}>{t(`widget.${direction}Empty`)}</p>;
  return (
    <ul className={styles.items}>
      {data.result.map((bonus) => (
        <li key={bonus.id}>
          <LatestItem bonus={bonus} />
        </li>
      ))}
    </ul>
  );
}

/** The viewer's latest recognitions, received and given; each opens the full app in a new tab. */
export function WidgetRecognitions({ userId, headingId }: { userId: number; headingId: string }) {
  const { t } = useTranslation('recognition');
  const [selected, setSelected] = useState<Direction>('received');
  const tabs = [
    { id: 'received', label: t('widget.received') },
    { id: 'given', label: t('widget.given') },
  ] as const;
  return (
    <section className={styles.latest} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.latestTitle}>
        {t('widget.latest')}
      </h2>
      <Tabs label={t('widget.latest')} tabs={tabs} selected={selected} onSelect={setSelected}>
        <LatestList key={selected} direction={selected} userId={userId} />
      </Tabs>
      <a href="/" target="_blank" rel="noopener noreferrer" className={styles.openApp}>
        {t('widget.openApp')}
        <span className="laurel-visually-hidden"> {t('widget.newTab')}</span>
      </a>
    </section>
  );
}
