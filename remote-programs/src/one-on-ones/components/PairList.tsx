import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ONE_ON_ONE_RECAP_POLICY, useExperimentGate } from '@laurel/shared';
import { Avatar, FieldError } from '@laurel/shared/ui-kit';
import type { OneOnOnePair } from '@laurel/shared/contract';
import { startOneOnOne } from '../api/one-on-ones-api';
import { growthErrorText } from '../../growth-kit/growth-error';
import { formatDay } from '../../growth-kit/format-day';
import styles from './OneOnOnes.module.css';

/** One group of pairs: each with its next meeting, or a way to start one, and the last recap. */
export function PairList({ title, pairs }: { title: string; pairs: readonly OneOnOnePair[] }) {
  const { t } = useTranslation('growth');
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <ul className={styles.pairs}>
        {pairs.map((pair) => (
          <PairRow key={pair.partner.id} pair={pair} />
        ))}
      </ul>
      {pairs.length === 0 && <p className={styles.muted}>{t('oneOnOnes.none')}</p>}
    </section>
  );
}

function PairRow({ pair }: { pair: OneOnOnePair }) {
  const { t, i18n } = useTranslation('growth');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // Shown while the variants load: the link is hidden only where the recap would answer 404.
  const recapGate = useExperimentGate(ONE_ON_ONE_RECAP_POLICY.experiment);
  const name = pair.partner.displayName;
  const start = async () => {
    try {
      const meeting = await startOneOnOne(pair.partner.id);
      void navigate(`/one-on-ones/${meeting.id}`);
    } catch (refusal) {
      setError(`${t('oneOnOnes.startFailed')}: ${growthErrorText(t, 'oneOnOnes', refusal)}`);
    }
  };
  return (
    <li className={styles.pair}>
      <Avatar name={name} imageUrl={pair.partner.profilePic} sizePx={40} />
      <span className={styles.pairText}>
        <strong>{name}</strong>
        <span className={styles.muted}>
          {pair.current
            ? `${t('oneOnOnes.next', { date: formatDay(pair.current.scheduledFor, i18n.language) })} · ${t(
                'oneOnOnes.openPoints',
                { count: pair.current.openPoints },
              )}`
            : t('oneOnOnes.notScheduled')}
        </span>
      </span>
      {pair.current ? (
        <Link className={styles.link} to={`/one-on-ones/${pair.current.id}`}>
          {t('oneOnOnes.openAgenda', { name })}
        </Link>
      ) : (
        <button type="button" className={styles.button} onClick={() => void start()}>
          {t('oneOnOnes.start', { name })}
        </button>
      )}
      {pair.lastEndedId !== null && recapGate !== 'closed' && (
        <Link className={styles.link} to={`/one-on-ones/recap?with=${pair.partner.id}`}>
          {t('oneOnOnes.lastRecap', { name })}
        </Link>
      )}
      <FieldError id={`start-${pair.partner.id}-error`} error={error} />
    </li>
  );
}
