import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import { ModalDialog, ModalDialogClose, modalDialogStyles } from '@laurel/shared/ui-kit';
import type { Season } from '@laurel/shared/seasonal';
import { dateLocaleFor } from './date-locale';
import { useIntroSound } from './use-intro-sound';
import styles from './SeasonalIntroModal.module.css';

const FEATURE_KEYS = ['features.leaves', 'features.ghosts', 'features.phrases'] as const;

interface SeasonalIntroModalProps {
  season: Season;
  open: boolean;
  onEnable: () => void;
  onClose: () => void;
}

/** Spec §2.7: what the theme does, when it ends, and a choice to enable it. */
export function SeasonalIntroModal({ season, open, onEnable, onClose }: SeasonalIntroModalProps) {
  const { t } = useTranslation('seasonal');
  const locale = dateLocaleFor(useUserProfile()?.locale);
  useIntroSound(open);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('intro.title')}
      description={t('intro.subtitle')}
      widthPx={480}
      actions={
        <>
          <ModalDialogClose asChild>
            <button type="button">{t('intro.cancel')}</button>
          </ModalDialogClose>
          <button type="button" className={modalDialogStyles.primary} onClick={onEnable}>
            {t('intro.enable')}
          </button>
        </>
      }
    >
      <ul className={styles.features}>
        {FEATURE_KEYS.map((key) => (
          <li key={key}>{t(`intro.${key}`)}</li>
        ))}
      </ul>
      <p className={styles.endsOn}>{t('intro.endsOn', { date: format(season.endsOn, 'PPP', { locale }) })}</p>
    </ModalDialog>
  );
}
