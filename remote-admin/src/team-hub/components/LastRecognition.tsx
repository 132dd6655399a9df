import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamRecognition } from '@laurel/shared/contract';
import { isJustNow, timeAgo } from './relative-day';
import styles from './TeamHub.module.css';

interface LastRecognitionProps {
  label: string;
  recognition: TeamRecognition | null;
  direction: 'received' | 'given';
  now: number;
}

/** One line of a report's card: when they were last recognized (or recognized others), by or to whom, linked. */
export function LastRecognition({ label, recognition, direction, now }: LastRecognitionProps) {
  const { t, i18n } = useTranslation('manager_enablement');
  const describe = (last: TeamRecognition) => {
    const when = isJustNow(last.createdAt, now) ? t('member.justNow') : timeAgo(last.createdAt, now, i18n.language);
    const values = { when, name: last.person?.displayName ?? t('member.someoneGone') };
    if (direction === 'received') return t('member.receivedFrom', values);
    return last.othersCount > 0
      ? t('member.givenToOthers', { ...values, count: last.othersCount })
      : t('member.givenTo', values);
  };
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        {recognition ? <Link to={`/bonuses/${recognition.bonusId}`}>{describe(recognition)}</Link> : t('member.never')}
      </dd>
    </div>
  );
}
