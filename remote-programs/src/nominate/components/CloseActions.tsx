import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialogClose } from '@laurel/shared/ui-kit';
import styles from './Nominate.module.css';

export const NOMINATIONS_PAGE_PATH = '/nominations';

/** The foot of a modal with nothing to send: the reader's nominations page, and Close. */
export function CloseActions({ onPage = false }: { onPage?: boolean }) {
  const { t } = useTranslation('nominations');
  return (
    <div className={styles.actions}>
      {!onPage && (
        <ModalDialogClose asChild>
          <Link to={NOMINATIONS_PAGE_PATH} className={styles.pageLink}>
            {t('modal.seeYourNominations')}
          </Link>
        </ModalDialogClose>
      )}
      <ModalDialogClose asChild>
        <button type="button" className={styles.button}>
          {t('modal.close')}
        </button>
      </ModalDialogClose>
    </div>
  );
}
