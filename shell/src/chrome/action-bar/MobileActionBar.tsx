import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emit, type PermissionSubject } from '@laurel/shared';
import { Icon } from '@laurel/shared/ui-kit';
import { menuModule, useMenuOnIntent } from '../use-menu-on-intent';
import { canNominate, visibleAddActions } from './add-actions';
import { AddButton } from './AddButton';
import { useNominationPeriodOpen } from './open-nomination-periods';
import styles from './MobileActionBar.module.css';
import './action-bar-copy';

// Radix's menu loads when someone reaches for Create, never with the home page: on a phone its ~30 KiB
// came down beside the feed the page is waiting for. The bar mounts again each time the reader comes
// back to the home page; by then the code is here and Create is Radix's trigger from the start.
const addMenu = menuModule(() => import('./AddMenu'));
const AddMenu = lazy(addMenu.load);

interface MobileActionBarProps {
  subject: PermissionSubject;
}

/** Search, the add menu and the cart, floating over the bottom of the home page on phones. */
export default function MobileActionBar({ subject }: MobileActionBarProps) {
  const { t } = useTranslation('navigation');
  const nominationPeriodOpen = useNominationPeriodOpen(canNominate(subject));
  const actions = visibleAddActions(subject, { nominationPeriodOpen });
  const { wanted, asked, standInProps } = useMenuOnIntent(addMenu.isLoaded());
  const standIn = <AddButton {...standInProps} />;

  return (
    <>
      <div className={styles.room} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('actionBar.label')}>
        <button type="button" className={styles.action} onClick={() => emit('open-global-search')}>
          <Icon>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Icon>
          <span>{t('actionBar.search')}</span>
        </button>
        {actions.length > 0 && (
          <Suspense fallback={standIn}>{wanted ? <AddMenu actions={actions} asked={asked} /> : standIn}</Suspense>
        )}
        <Link to="/rewards" className={styles.action}>
          <Icon>
            <circle cx="9" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          </Icon>
          <span>{t('actionBar.cart')}</span>
        </Link>
      </nav>
    </>
  );
}
