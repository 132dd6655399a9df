import { useTranslation } from 'react-i18next';
import { ModalDialog, ModalDialogClose } from '@laurel/shared/ui-kit';
import { useBonus } from '../api/get-bonus';
import { isNotFound } from '../load-error';
import { BonusDetail } from './BonusDetail';

const DETAIL_WIDTH_PX = 640;

interface BonusDetailDialogProps {
  /** Null when the address cannot name a recognition. */
  bonusId: number | null;
  onClose: () => void;
}

/** One recognition over the feed, with its comments; closing it goes back to the feed. */
export function BonusDetailDialog({ bonusId, onClose }: BonusDetailDialogProps) {
  const { t } = useTranslation('recognition');
  const { data: bonus, error, mutate } = useBonus(bonusId);
  const missing = bonusId === null || isNotFound(error);
  const title = bonus
    ? t('detail.title', { giver: bonus.giver?.display_name ?? t('card.formerColleague') })
    : t(missing ? 'detail.notFoundTitle' : 'detail.loadingTitle');

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      widthPx={DETAIL_WIDTH_PX}
      // The feed under it is drawn anew on closing: it puts the focus back itself (useCommentsLinkReturn).
      onCloseAutoFocus={(event) => event.preventDefault()}
      actions={
        <ModalDialogClose asChild>
          <button type="button">{t('detail.close')}</button>
        </ModalDialogClose>
      }
    >
      <BonusDetail bonusId={bonusId} bonus={bonus} error={error} onRetry={() => void mutate()} />
    </ModalDialog>
  );
}
