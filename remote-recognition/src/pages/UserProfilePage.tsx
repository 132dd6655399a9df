import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../people/people-setup';
import { useUserProfileSummary } from '../people/api/get-user-profile';
import { UserProfileHeader } from '../people/components/UserProfileHeader';
import { TopHashtags } from '../people/components/TopHashtags';
import { ProfileTabs } from '../people/components/ProfileTabs';
import { LoadError } from '../feed/components/LoadError';
import { isNotFound } from '../feed/load-error';
import styles from '../people/components/People.module.css';

function UserProfile({ slug }: { slug: string }) {
  const { t } = useTranslation('recognition');
  const { data: profile, error, mutate } = useUserProfileSummary(slug);
  // Someone who is not a colleague of the reader does not exist for them: the spec's not-found page.
  if (isNotFound(error)) return <Navigate to="/404" replace />;
  return (
    <div className={styles.page}>
      {error && !profile ? (
        <LoadError title={t('profile.errorTitle')} error={error} onRetry={() => void mutate()} />
      ) : !profile ? (
        <p role="status">{t('people.loading')}</p>
      ) : (
        <>
          <UserProfileHeader profile={profile} />
          <TopHashtags hashtags={profile.top_hashtags} />
          <ProfileTabs profile={profile} />
        </>
      )}
    </div>
  );
}

/** `/company/users/:id`: a colleague's page, by the username that search hits, mentions and the user menu link with. */
export function UserProfilePage() {
  const slug = useParams().id ?? '';
  return <UserProfile key={slug} slug={slug} />;
}
