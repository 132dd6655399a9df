import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { userProfilePath } from '@laurel/shared';
import { AppLink } from '@laurel/shared/app-links';
import type { GamingSignal } from '@laurel/shared/contract';
import { useCompanyTimeZone } from '../../ui/use-company-time-zone';
import styles from './GamingSignals.module.css';

const dayIn = (timeZone: string, language: string) => (iso: string) =>
  new Date(iso).toLocaleDateString(language, { dateStyle: 'medium', timeZone });

/** One signal: who, how strong, and each recognition behind it a link to its page. */
export function SignalCard({ signal }: { signal: GamingSignal }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'gamingSignals' });
  const day = dayIn(useCompanyTimeZone(), i18n.language);
  const names = new Map(signal.people.map((person) => [person.id, person.name]));
  const nameOf = (id: number) => names.get(id) ?? t('nobody');
  const [first, second] = signal.people;
  const label =
    signal.kind === 'concentration'
      ? t('signalLabel.concentration', { giver: first?.name, receiver: second?.name })
      : t(`signalLabel.${signal.kind}`, { people: signal.people.map((person) => person.name).join(', ') });
  // A ring closes on its first member.
  const flow = signal.kind === 'ring' ? [...signal.people, signal.people[0]!] : signal.people;

  return (
    <li className={styles.signal}>
      <h3>{label}</h3>
      <ul className={styles.people} aria-label={label}>
        {flow.map((person, index) => (
          <Fragment key={`${person.id}-${index}`}>
            {index > 0 && (
              <li className={styles.arrow} aria-hidden="true">
                →
              </li>
            )}
            <li>
              {index === flow.length - 1 && signal.kind === 'ring' ? (
                person.name
              ) : (
                <AppLink to={userProfilePath(person.slug)}>{person.name}</AppLink>
              )}
            </li>
          </Fragment>
        ))}
      </ul>
      <p className={styles.figures}>
        <span>{t('score', { percent: Math.round(signal.score * 100) })}</span>
        <span>{t('points', { count: signal.points })}</span>
      </p>
      <details>
        <summary>{t('recognitionsTitle')}</summary>
        <ul className={styles.recognitions}>
          {signal.recognitions.map((recognition) => (
            <li key={recognition.id}>
              <AppLink
                to="/bonuses/:id"
                params={{ id: recognition.id }}
                aria-label={t('openRecognition', { id: recognition.id })}
              >
                #{recognition.id}
              </AppLink>{' '}
              {t('recognition', {
                giver: nameOf(recognition.giverId),
                receivers: recognition.receiverIds.map(nameOf).join(', '),
                amount: recognition.amount,
                date: day(recognition.createdAt),
              })}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
