import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import { searchSpoofCandidates, SPOOF_SEARCH_DEBOUNCE_MS, startSpoofing, type SpoofCandidate } from './spoof-api';
import styles from './SpoofNewPage.module.css';

/** `/super_admin/spoof/new`: find a customer and act as them. */
export function SpoofNewPage({ assign = (url: string) => window.location.assign(url) }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'layout' });
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [found, setResults] = useState<SpoofCandidate[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query.trim() === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchSpoofCandidates(query, controller.signal)
        .then(setResults)
        .catch(() => undefined);
    }, SPOOF_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const results = query.trim() === '' ? null : found;

  const spoof = (candidate: SpoofCandidate) =>
    startSpoofing(candidate.id)
      .then((answer) => assign(answer.redirect_to))
      .catch((failure: unknown) => {
        const status = failure instanceof HttpError ? failure.responseStatus : 0;
        setError(
          t(
            status === 422
              ? 'spoof.errors.unknownUser'
              : status === 403
                ? 'spoof.errors.forbidden'
                : 'spoof.errors.failed',
          ),
        );
      });

  return (
    <section className={styles.page}>
      <h1>{t('spoof.title')}</h1>
      <p>{t('spoof.intro')}</p>
      {error && <Alert status="error">{error}</Alert>}
      <label htmlFor={inputId} className={styles.label}>
        {t('spoof.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {results?.length === 0 && <p>{t('spoof.noResults', { query })}</p>}
      <ul className={styles.results}>
        {results?.map((candidate) => (
          <li key={candidate.id}>
            <span>
              <strong>{candidate.display_name}</strong> · {candidate.email} · {candidate.company_name}
            </span>
            <button type="button" onClick={() => void spoof(candidate)}>
              {t('spoof.spoof', { name: candidate.display_name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
