import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import { ModalDialog, ModalDialogClose, modalDialogStyles, useReducedMotion } from '@laurel/shared/ui-kit';
import type { Season } from '@laurel/shared/seasonal';
import { dateLocaleFor } from './date-locale';
import { useIntroSound } from './use-intro-sound';
import { SEASONAL_KEY_PREFIX, SEASONAL_NAMESPACE } from './seasonal-copy';
import styles from './SeasonalIntroModal.module.css';

interface SeasonalIntroModalProps {
  season: Season;
  open: boolean;
  onEnable: () => void;
  onClose: () => void;
}

/** Spec §2.7: what this season's theme does, when it ends, and a choice to enable it. */
export function SeasonalIntroModal({ season, open, onEnable, onClose }: SeasonalIntroModalProps) {
  const { t } = useTranslation(SEASONAL_NAMESPACE, { keyPrefix: SEASONAL_KEY_PREFIX });
  const locale = dateLocaleFor(useUserProfile()?.locale);
  const reducedMotion = useReducedMotion();
  const playSound = useIntroSound(season.kind, open, !reducedMotion);
  const copy = `seasons.${season.kind}`;
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(`${copy}.title`)}
      description={t(`${copy}.subtitle`)}
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
        <li>{t(`${copy}.falling`)}</li>
        <li>{t(`${copy}.extra`)}</li>
        <li>{t('intro.phrases')}</li>
      </ul>
      <p className={styles.endsOn}>{t('intro.endsOn', { date: format(season.endsOn, 'PPP', { locale }) })}</p>
      {/* With reduced motion the tune does not start by itself; it is one press away. */}
      {reducedMotion && (
        <button type="button" className={styles.playSound} onClick={playSound}>
          {t('intro.playSound')}
        </button>
      )}
    </ModalDialog>
  );
}
