import * as Dialog from '@radix-ui/react-dialog';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import type { Season } from './current-season';
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
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{t('intro.title')}</Dialog.Title>
          <Dialog.Description className={styles.subtitle}>{t('intro.subtitle')}</Dialog.Description>
          <ul className={styles.features}>
            {FEATURE_KEYS.map((key) => (
              <li key={key}>{t(`intro.${key}`)}</li>
            ))}
          </ul>
          <p className={styles.endsOn}>{t('intro.endsOn', { date: format(season.endsOn, 'PPP', { locale }) })}</p>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <button type="button">{t('intro.cancel')}</button>
            </Dialog.Close>
            <button type="button" className={styles.enable} onClick={onEnable}>
              {t('intro.enable')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
