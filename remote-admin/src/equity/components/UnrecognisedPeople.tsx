import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userProfilePath } from '@laurel/shared';
import type { UnrecognisedTeam } from '@laurel/shared/contract';
import { useCompanyTimeZone } from '../../ui/use-company-time-zone';
import styles from './Equity.module.css';

export interface UnrecognisedPeopleProps {
  teams: readonly UnrecognisedTeam[];
  since: string;
}

const dayIn = (timeZone: string, language: string) => (iso: string) =>
  new Date(iso).toLocaleDateString(language, { dateStyle: 'medium', timeZone });

/** Who has gone 60 days without a recognition, by manager, each a click away from the composer. */
export function UnrecognisedPeople({ teams, since }: UnrecognisedPeopleProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'equity' });
  const day = dayIn(useCompanyTimeZone(), i18n.language);
  return (
    <section className={styles.section} aria-labelledby="unrecognised-title">
      <h2 id="unrecognised-title">{t('unrecognised.title')}</h2>
      <p className={styles.muted}>{t('unrecognised.description', { date: day(since) })}</p>
      {teams.length === 0 && <p>{t('unrecognised.none')}</p>}
      {teams.map((team) => {
        const heading = team.manager
          ? t('unrecognised.reportsTo', { name: team.manager.name })
          : t('unrecognised.noManager');
        return (
          <section key={team.manager?.id ?? 'none'} aria-label={heading}>
            <h3>{heading}</h3>
            <ul className={styles.people}>
              {team.people.map((person) => (
                <li key={person.id} className={styles.person}>
                  <Link className={styles.personName} to={userProfilePath(person.slug)}>
                    {person.name}
                  </Link>
                  <span className={styles.muted}>
                    {person.lastRecognisedAt
                      ? t('unrecognised.last', { date: day(person.lastRecognisedAt) })
                      : t('unrecognised.never')}
                  </span>
                  <Link
                    className={styles.recognise}
                    to={`/?give_recognition=${person.id}`}
                    aria-label={t('unrecognised.recogniseLabel', { name: person.name })}
                  >
                    {t('unrecognised.recognise')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
