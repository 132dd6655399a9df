import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TechOpsUser } from '@laurel/shared/contract';
import { useAdminRead } from '../api/use-admin-read';
import { TECH_OPS_USERS } from '../api/super-admin-paths';
import { LoadFailure } from '../../ui/LoadFailure';
import { formatWhen } from '../components/format-when';
import { LookupSearch } from './LookupSearch';
import styles from '../components/SuperAdmin.module.css';

/** `/tech_ops/user` (platform §2): a person by e-mail or name, with company, roles, status, last sign-in and recognitions. */
export function TechOpsUserPage() {
  const { t } = useTranslation('monarch');
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const detail = useAdminRead<{ result: TechOpsUser }>(id === null ? null : `${TECH_OPS_USERS}/${id}`);
  const person = detail.data?.result;

  return (
    <section className={styles.page}>
      <h1>{t('techOpsUser.title')}</h1>
      <p className={styles.muted}>{t('techOpsUser.intro')}</p>
      <LookupSearch
        path={TECH_OPS_USERS}
        label={t('techOpsUser.search')}
        choose={(match) => setParams({ id: String(match.id) })}
      />
      {detail.error ? (
        <LoadFailure error={detail.error} retry={detail.retry} title={t('loadFailed')} retryLabel={t('retry')} />
      ) : (
        person &&
        String(person.id) === id && (
          <article aria-labelledby="tech-ops-user-name">
            <h2 id="tech-ops-user-name">{person.name}</h2>
            <dl className={styles.details}>
              <dt>{t('techOpsUser.email')}</dt>
              <dd>{person.email}</dd>
              <dt>{t('techOpsUser.company')}</dt>
              <dd>
                {person.company.name} ({t('techOpsUser.companyId', { id: person.company.id })})
              </dd>
              <dt>{t('techOpsUser.roles')}</dt>
              <dd>{person.roles.length === 0 ? t('none') : person.roles.join(', ')}</dd>
              <dt>{t('techOpsUser.status')}</dt>
              <dd>{t(`userStatuses.${person.status}`)}</dd>
              <dt>{t('techOpsUser.lastSignIn')}</dt>
              <dd>
                {person.lastSignInAt === null ? t('techOpsUser.neverSignedIn') : formatWhen(t, person.lastSignInAt)}
              </dd>
            </dl>
            <h3>{t('techOpsUser.recognitions')}</h3>
            {person.recentRecognitions.length === 0 ? (
              <p>{t('techOpsUser.noRecognitions')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption>{t('techOpsUser.recognitionsCaption', { name: person.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('events.columns.when')}</th>
                      <th scope="col">{t('techOpsUser.direction')}</th>
                      <th scope="col">{t('techOpsUser.points')}</th>
                      <th scope="col">{t('techOpsUser.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {person.recentRecognitions.map((recognition) => (
                      <tr key={recognition.id}>
                        <td>{formatWhen(t, recognition.createdAt)}</td>
                        <td>{t(`techOpsUser.${recognition.direction}`)}</td>
                        <td>{t('count', { value: recognition.amount })}</td>
                        <td>{recognition.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        )
      )}
    </section>
  );
}
