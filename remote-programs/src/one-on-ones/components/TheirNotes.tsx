import { useTranslation } from 'react-i18next';
import type { OneOnOne } from '@laurel/shared/contract';
import styles from './OneOnOnes.module.css';

/** The shared notes someone else saved while the reader was writing, beside the reader's own kept text. */
export function TheirNotes({ theirs }: { theirs: OneOnOne }) {
  const { t } = useTranslation('growth');
  const nothing = t('oneOnOnes.recap.nothing');
  return (
    <section className={styles.theirs} aria-labelledby="their-notes-heading">
      <h3 id="their-notes-heading">{t('oneOnOnes.meeting.conflict.theirs')}</h3>
      <h4>{t('oneOnOnes.meeting.sharedNotes')}</h4>
      <p className={styles.prose}>{theirs.sharedNotes || nothing}</p>
      <h4>{t('oneOnOnes.meeting.decisions')}</h4>
      <p className={styles.prose}>{theirs.decisions || nothing}</p>
    </section>
  );
}
