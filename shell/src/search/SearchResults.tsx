import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recognitionPath } from './search-constants';
import type { GlobalSearchResults, RecognitionHit, UserHit } from './search-hits';
import type { GlobalSearchState } from './use-global-search';
import { hitProps } from './hit-navigation';
import styles from './GlobalSearch.module.css';
import { recognitionPreviewText } from '@laurel/shared/emoji';
import { emit, isServedPath, usePermission, userProfilePath } from '@laurel/shared';
import { AppLink } from '@laurel/shared/app-links';

export const SEARCH_TABS = ['all', 'users', 'recognitions'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

interface SearchResultsProps {
  state: GlobalSearchState;
  tab: SearchTab;
  query: string;
  onNavigate: () => void;
}

function resultsOf(state: GlobalSearchState): GlobalSearchResults | null {
  if (state.status === 'results') return state;
  if (state.status === 'loading') return state.previous;
  return null;
}

export function SearchResults({ state, tab, query, onNavigate }: SearchResultsProps) {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>{t('error')}</p>
        <button type="button" className={styles.retry} onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const results = resultsOf(state);
  const users = tab === 'recognitions' ? [] : (results?.users ?? []);
  const recognitions = tab === 'users' ? [] : (results?.recognitions ?? []);
  const loading = state.status === 'loading';
  const found = users.length + recognitions.length;
  return (
    <div aria-busy={loading} className={loading ? styles.stale : undefined}>
      <p role="status" className={styles.status}>
        {loading && t('loading')}
        {!loading && found > 0 && t('found', { count: found })}
        {!loading && found === 0 && (query.trim() ? t('empty', { query: query.trim() }) : t('emptyNoQuery'))}
      </p>
      {users.length > 0 && (
        <section aria-label={t('tabs.users')}>
          {tab === 'all' && <h3 className={styles.sectionHeading}>{t('tabs.users')}</h3>}
          <ul className={styles.hits}>
            {users.map((hit) => (
              <li key={hit.objectID}>
                <UserHitLink hit={hit} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {recognitions.length > 0 && (
        <section aria-label={t('tabs.recognitions')}>
          {tab === 'all' && <h3 className={styles.sectionHeading}>{t('tabs.recognitions')}</h3>}
          <ul className={styles.hits}>
            {recognitions.map((hit) => (
              <li key={hit.objectID}>
                <RecognitionHitLink hit={hit} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * A person's profile opens where the link helper says (platform §2): client-side on the production and
 * staging hosts, in full elsewhere. A reader whose tier has no profiles is offered to recognise the person instead.
 */
function UserHitLink({ hit, onNavigate }: { hit: UserHit; onNavigate: () => void }) {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  const { department, location } = hit.custom_properties;
  const canGive = usePermission('can-give-recognition');
  const canOpenProfile = usePermission('can-access-user-profile');
  const profile = userProfilePath(hit.slug);
  const content = (
    <>
      <span className={styles.hitTitle}>{hit.display_name}</span>
      <span className={styles.hitDetail}>{[department, location].filter(Boolean).join(' · ')}</span>
    </>
  );
  if (canOpenProfile && isServedPath(profile)) {
    return (
      <AppLink to={profile} onClick={onNavigate} className={styles.hit} {...hitProps}>
        {content}
      </AppLink>
    );
  }
  if (!canGive) return <div className={styles.hit}>{content}</div>;
  const recognise = () => {
    onNavigate();
    emit('init-give-recognition', { recipientId: Number(hit.objectID) });
  };
  return (
    <button type="button" className={styles.hit} onClick={recognise} {...hitProps}>
      {content}
      <span className={styles.hitDetail}>{t('recognisePerson', { name: hit.display_name })}</span>
    </button>
  );
}

function RecognitionHitLink({ hit, onNavigate }: { hit: RecognitionHit; onNavigate: () => void }) {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  const receivers = hit.receivers.map((receiver) => receiver.display_name).join(', ');
  return (
    <Link to={recognitionPath(hit.id)} onClick={onNavigate} className={styles.hit} {...hitProps}>
      <span className={styles.hitTitle}>{t('recognition', { giver: hit.giver.display_name, receivers })}</span>
      <span className={styles.hitReason}>{recognitionPreviewText(hit.reason)}</span>
    </Link>
  );
}
