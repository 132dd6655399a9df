import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissionSubject } from '@laurel/shared';
import { NavItems } from './NavItems';
import { UserMenu } from './UserMenu';
import { ManageButton } from './ManageButton';
import { GiveRecognitionButton } from './GiveRecognitionButton';
import { InviteButton } from '../invite/InviteButton';
import { GlobalSearch } from '../search';
import styles from './TopBar.module.css';

/** The sticky 64 px bar: logo, navigation, search, invite, manage, give recognition, user menu. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const subject = usePermissionSubject();
  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.brand}>
        {t('brand')}
      </Link>
      {subject && (
        <>
          <NavItems subject={subject} />
          <div className={styles.actions}>
            <GlobalSearch />
            <InviteButton subject={subject} />
            <ManageButton subject={subject} />
            <GiveRecognitionButton subject={subject} />
            <UserMenu subject={subject} />
          </div>
        </>
      )}
    </header>
  );
}
