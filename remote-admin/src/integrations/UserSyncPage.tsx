import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import type { UserSync } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import './integrations-copy';
import { runUserSync, saveUserSync, useUserSync } from './use-user-sync';
import { UserSyncForm } from './UserSyncForm';
import { UserSyncRuns } from './UserSyncRuns';
import styles from './Integrations.module.css';
import { LoadFailure } from '../ui/LoadFailure';

/**
 * `/admin/users/integration` (platform §2): the user management integration. An HR system that can publish its
 * people as the imported-users CSV keeps Laurel's accounts in step, every day or on demand.
 */
export function UserSyncPage() {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { data, error, mutate } = useUserSync();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const change = async (request: () => Promise<UserSync>, then?: () => void) => {
    setBusy(true);
    setFailed(null);
    setSaved(false);
    try {
      await mutate(request(), { revalidate: false });
      then?.();
    } catch (caught) {
      setFailed(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <header>
        <h1>{t('userSync.title')}</h1>
        <p className={styles.description}>{t('userSync.description')}</p>
      </header>
      {error && !data && (
        <LoadFailure
          error={error}
          retry={() => void mutate()}
          title={t('userSync.loadFailed')}
          retryLabel={t('retry')}
        />
      )}
      {!data && !error && <p role="status">{t('loading')}</p>}
      {data && (
        <>
          <UserSyncForm
            sync={data}
            busy={busy}
            onSave={(input) =>
              void change(
                () => saveUserSync(input),
                () => setSaved(true),
              )
            }
          />
          <p role="status" className={styles.muted}>
            {saved && t('userSync.saved')}
          </p>
          <section className={styles.section} aria-labelledby="user-sync-runs">
            <h2 id="user-sync-runs">{t('userSync.runsTitle')}</h2>
            <p className={styles.muted}>
              {data.enabled && data.nextRunAt
                ? t('userSync.next', {
                    when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(data.nextRunAt),
                    ),
                  })
                : t('userSync.notScheduled')}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                disabled={busy || data.feedUrl === null}
                onClick={() => void change(runUserSync)}
              >
                {busy ? t('userSync.running') : t('userSync.runNow')}
              </button>
            </div>
            <UserSyncRuns runs={data.runs} />
          </section>
        </>
      )}
      {failed !== null && (
        <Alert status="error" title={t('userSync.changeFailed')}>
          <p>{apiErrorMessage(t, failed)}</p>
        </Alert>
      )}
    </div>
  );
}
