import { useTranslation } from 'react-i18next';
import type { ParticipationPage, PersonParticipation } from '@laurel/shared/contract';
import { ReportPagination } from '../../reports-kit';
import styles from './Participation.module.css';

interface PeopleTableProps {
  people: ParticipationPage<PersonParticipation>;
  searchOf: (page: number) => string;
}

/** Each counted person with what they gave and received, a page at a time (programs §9). */
export function PeopleTable({ people, searchOf }: PeopleTableProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  return (
    <section className={styles.section} aria-labelledby="participation-people">
      <h2 id="participation-people">{t('people.title')}</h2>
      <table className={styles.table}>
        <caption>{t('people.caption', { page: people.page, pageCount: people.pageCount })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('people.name')}</th>
            <th scope="col">{t('people.department')}</th>
            <th scope="col" className={styles.number}>
              {t('people.given')}
            </th>
            <th scope="col" className={styles.number}>
              {t('people.received')}
            </th>
          </tr>
        </thead>
        <tbody>
          {people.rows.map((person) => (
            <tr key={person.id}>
              <th scope="row">{person.name}</th>
              <td>{person.department}</td>
              <td className={styles.number}>{person.given}</td>
              <td className={styles.number}>{person.received}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ReportPagination what={t('people.what')} page={people.page} pageCount={people.pageCount} searchOf={searchOf} />
    </section>
  );
}
