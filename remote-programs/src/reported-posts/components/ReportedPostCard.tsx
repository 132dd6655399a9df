import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORTED_POST_DECISIONS, type ReportedPostDecision, type ReportedPostView } from '@laurel/shared/contract';
import styles from './ReportedPosts.module.css';

interface ReportedPostCardProps {
  post: ReportedPostView;
  busy: boolean;
  onDecide: (post: ReportedPostView, decision: ReportedPostDecision) => void;
}

/** One reported post as written (plain text), who reported it and why, and the decisions left to take. */
export function ReportedPostCard({ post, busy, onDecide }: ReportedPostCardProps) {
  const { t, i18n } = useTranslation('recognition', { keyPrefix: 'reportedPosts' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const type = t(`types.${post.post_type}`);
  const name = post.author?.display_name;
  const heading = name ? t('postBy', { type, name }) : t('postByUnknown', { type });
  const headingId = `reported-post-${post.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className={styles.text}>{post.text}</p>
      <p className={styles.muted}>
        {post.status === 'open' || !post.resolved_by || !post.resolved_at
          ? t(`statuses.${post.status}`)
          : t('resolvedBy', {
              status: t(`statuses.${post.status}`),
              name: post.resolved_by.display_name,
              date: date.format(new Date(post.resolved_at)),
            })}
      </p>
      <details open={post.status === 'open'}>
        <summary>{t('reports', { count: post.reports.length })}</summary>
        <ul className={styles.reports}>
          {post.reports.map((report) => (
            <li key={`${report.reporter.id}-${report.created_at}`}>
              <q>{report.reason}</q> —{' '}
              {t('reportBy', { name: report.reporter.display_name, date: date.format(new Date(report.created_at)) })}
            </li>
          ))}
        </ul>
      </details>
      <div className={styles.actions}>
        <Link to={`/bonuses/${post.bonus_id}`}>{t('openPost')}</Link>
        {REPORTED_POST_DECISIONS[post.status].map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'hidden' ? styles.dangerButton : styles.button}
            disabled={busy}
            aria-label={t('decisionFor', { decision: t(`decisions.${decision}`), type, name: name ?? '' })}
            onClick={() => onDecide(post, decision)}
          >
            {t(`decisions.${decision}`)}
          </button>
        ))}
      </div>
    </li>
  );
}
