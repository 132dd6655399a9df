import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import {
  REPORTED_POST_VIEWS,
  type ReportedPostDecision,
  type ReportedPostView,
  type ReportedPostsView,
} from '@laurel/shared/contract';
import { decideReportedPost, useReportedPosts } from '../api/reported-posts';
import { ReportedPostCard } from './ReportedPostCard';
import styles from './ReportedPosts.module.css';

/** `/admin/programs/reported-posts` (issue 17): open reports to decide on, and those decided. */
export function ReportedPosts() {
  const { t } = useTranslation('recognition', { keyPrefix: 'reportedPosts' });
  const [params] = useSearchParams();
  const view: ReportedPostsView = params.get('view') === 'resolved' ? 'resolved' : 'open';
  const { data, error, isLoading, retry, mutate } = useReportedPosts(view);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [failure, setFailure] = useState('');

  const decide = async (post: ReportedPostView, decision: ReportedPostDecision) => {
    setBusy(true);
    setFailure('');
    try {
      await decideReportedPost(post.id, decision);
      setOutcome(t(`done.${decision}`));
    } catch (refusal) {
      setFailure(apiErrorMessage(t, refusal));
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
      </div>
      <nav aria-label={t('views')} className={styles.views}>
        <ul>
          {REPORTED_POST_VIEWS.map((name) => (
            <li key={name}>
              <Link to={{ search: `?view=${name}` }} aria-current={name === view ? 'page' : undefined}>
                {t(name)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" aria-live="polite">
        {outcome}
      </p>
      {failure && (
        <Alert status="error" title={t('failed')}>
          <p>{failure}</p>
        </Alert>
      )}
      {error ? (
        <Alert status="error" title={t('loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p aria-busy="true">{t('title')}…</p>
      ) : data.length === 0 ? (
        <p>{t(view === 'open' ? 'emptyOpen' : 'emptyResolved')}</p>
      ) : (
        <ul className={styles.list}>
          {data.map((post) => (
            <ReportedPostCard key={post.id} post={post} busy={busy} onDecide={(p, d) => void decide(p, d)} />
          ))}
        </ul>
      )}
    </div>
  );
}
