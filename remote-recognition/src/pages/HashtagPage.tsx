import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../people/people-setup';
import { useHashtag } from '../people/api/get-hashtag';
import { HashtagHeader } from '../people/components/HashtagHeader';
import { RecognitionList } from '../people/components/RecognitionList';
import { LoadError } from '../feed/components/LoadError';
import { isNotFound } from '../feed/load-error';
import styles from '../people/components/People.module.css';

function Hashtag({ tag }: { tag: string }) {
  const { t } = useTranslation('recognition');
  const { data: summary, error, mutate } = useHashtag(tag);
  if (isNotFound(error)) return <Navigate to="/404" replace />;
  return (
    <div className={styles.page}>
      {error && !summary ? (
        <LoadError title={t('hashtag.errorTitle')} error={error} onRetry={() => void mutate()} />
      ) : !summary ? (
        <p role="status">{t('people.loading')}</p>
      ) : (
        <>
          <HashtagHeader summary={summary} />
          <section aria-label={t('hashtag.recognitions', { hashtag: summary.hashtag })}>
            <RecognitionList
              filter={{ hashtag: summary.hashtag }}
              label={t('hashtag.recognitions', { hashtag: summary.hashtag })}
              empty={t('hashtag.empty', { hashtag: summary.hashtag })}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** `/company/hashtags/:tag`: a company value, what it means, and the recognitions that carry it. */
export function HashtagPage() {
  const tag = useParams().tag ?? '';
  return <Hashtag key={tag} tag={tag} />;
}
