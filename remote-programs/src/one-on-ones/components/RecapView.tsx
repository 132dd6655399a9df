import { useTranslation } from 'react-i18next';
import type { OneOnOne } from '@laurel/shared/contract';
import { formatDay } from '../../growth-kit/format-day';
import { nameOf, partnerOf } from './meeting-people';
import styles from './OneOnOnes.module.css';

/** What was discussed, decided and agreed in an ended meeting; private notes stay out of it. */
export function RecapView({ recap, myId }: { recap: OneOnOne; myId: number }) {
  const { t, i18n } = useTranslation('growth');
  const written = (text: string) =>
    text.trim() ? (
      <p className={styles.prose}>{text}</p>
    ) : (
      <p className={styles.muted}>{t('oneOnOnes.recap.nothing')}</p>
    );
  return (
    <>
      <p className={styles.intro}>
        {t('oneOnOnes.recap.with', {
          name: partnerOf(recap, myId).displayName,
          date: formatDay(recap.endedAt ?? recap.scheduledFor, i18n.language),
        })}
      </p>
      <section className={styles.section} aria-labelledby="recap-discussed">
        <h2 id="recap-discussed">{t('oneOnOnes.recap.discussed')}</h2>
        <ul className={styles.items}>
          {recap.talkingPoints.map((point) => (
            <li key={point.id} className={styles.item}>
              <span>{point.text}</span>
              <span className={styles.badge}>
                {point.done ? t('oneOnOnes.recap.done') : t('oneOnOnes.recap.carried')}
              </span>
            </li>
          ))}
        </ul>
        {recap.talkingPoints.length === 0 && <p className={styles.muted}>{t('oneOnOnes.recap.nothing')}</p>}
      </section>
      <section className={styles.section} aria-labelledby="recap-decisions">
        <h2 id="recap-decisions">{t('oneOnOnes.recap.decisions')}</h2>
        {written(recap.decisions)}
        <h3>{t('oneOnOnes.recap.notes')}</h3>
        {written(recap.sharedNotes)}
      </section>
      <section className={styles.section} aria-labelledby="recap-actions">
        <h2 id="recap-actions">{t('oneOnOnes.recap.actionItems')}</h2>
        <ul className={styles.items}>
          {recap.actionItems.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>{item.text}</span>
              <span className={styles.muted}>
                {t('oneOnOnes.meeting.ownedBy', { name: nameOf(recap, item.ownerId) })}
                <span className={styles.badge}>
                  {item.done ? t('oneOnOnes.recap.itemDone') : t('oneOnOnes.recap.itemOpen')}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {recap.actionItems.length === 0 && <p className={styles.muted}>{t('oneOnOnes.recap.nothing')}</p>}
      </section>
    </>
  );
}
