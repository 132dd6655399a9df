import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaurelEvent } from '@laurel/shared';
import { Icon } from '@laurel/shared/ui-kit';
import { isApplePlatform, useSearchShortcut } from './use-search-shortcut';
import styles from './GlobalSearch.module.css';

const loadModal = () => import('./GlobalSearchModal');
const GlobalSearchModal = lazy(() => loadModal().then((module) => ({ default: module.GlobalSearchModal })));
const preloadModal = () => void loadModal();

/** The top bar's search button, the Cmd/Ctrl+K shortcut and the `open-global-search` event; the modal's code loads on first use. */
export function GlobalSearch() {
  const { t } = useTranslation('navigation', { keyPrefix: 'search' });
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  useSearchShortcut(show);
  useLaurelEvent('open-global-search', show);
  const apple = isApplePlatform();

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={show}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        <Icon className={styles.icon}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </Icon>
        <span className={styles.label}>{t('button')}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {t(apple ? 'shortcut.mac' : 'shortcut.other')}
        </kbd>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <GlobalSearchModal open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
