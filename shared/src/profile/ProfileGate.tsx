import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionTokens } from '../session/token-resolver';
import { fetchNavigationProfile, fetchSpoofing } from './profile-api';
import { loadFeatureFlags, loadProfile } from './profile-loader';
import { useProfileStore } from './profile-store';

interface ProfileGateProps {
  children: ReactNode;
  /** Shown when the profile cannot load, e.g. the full-page status screen. */
  failure?: (error: unknown) => ReactNode;
  /** The navigation profile's locale, for the app's i18n. */
  onLocale?: (locale: string) => void;
  /** Told of a profile or company that failed to load, e.g. to report it. */
  onError?: (error: unknown) => void;
}

/** Loads the signed-in user's profile, company, flags and spoofing state, then renders its children. */
export function ProfileGate({ children, failure, onLocale, onError }: ProfileGateProps) {
  const { t } = useTranslation('common');
  const user = useProfileStore((state) => state.user);
  const company = useProfileStore((state) => state.company);

  useEffect(() => {
    const loaded = useProfileStore.getState();
    if (loaded.user.status === 'idle') {
      fetchNavigationProfile()
        .then((navigation) => onLocale?.(navigation.locale))
        .catch(() => undefined);
    }
    loadProfile({ onError }).catch(() => undefined);
    if (loaded.flags.status === 'idle') {
      sessionTokens
        .getToken()
        .then((token) => loadFeatureFlags(token))
        .catch((error: unknown) => console.warn('Feature flags are off:', error));
    }
    if (loaded.spoofing === null) {
      fetchSpoofing()
        .then((spoofing) => useProfileStore.setState({ spoofing }))
        .catch(() => useProfileStore.setState({ spoofing: { is_spoofing: false, is_demoing: false } }));
    }
  }, [onLocale, onError]);

  const error = user.status === 'error' ? user.error : company.status === 'error' ? company.error : null;
  if (error) {
    return (
      failure?.(error) ?? (
        <p role="alert" className="laurel-status">
          {t('profile.failed')}
        </p>
      )
    );
  }
  // A refetch (a balance changed) keeps the loaded profile on screen: unmounting the pages would lose their state.
  if (user.data && company.data) return children;
  return (
    <p role="status" className="laurel-status">
      {t('session.resolving')}
    </p>
  );
}
