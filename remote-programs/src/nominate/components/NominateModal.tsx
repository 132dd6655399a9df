import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@laurel/shared/ui-kit';
import { NOMINATE_MODAL_WIDTH_PX } from '../nominate-constants';
import { PeriodChooser } from './PeriodChooser';
import { PeriodLoader } from './PeriodLoader';
import '../nominate-copy';

interface NominateModalProps {
  /** The period asked for; null when the id was no period; undefined opens the chooser of open periods. */
  periodId: number | null | undefined;
  onClose: () => void;
}

/** Recognition §2, programs §4: nominate a colleague in a period, or first choose the period. */
export function NominateModal({ periodId, onClose }: NominateModalProps) {
  const { t } = useTranslation('nominations');
  const [chosen, setChosen] = useState<number | null | undefined>(periodId);
  const [title, setTitle] = useState<string | null>(null);
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title ? t('modal.titleNamed', { name: title }) : t('modal.title')}
      widthPx={NOMINATE_MODAL_WIDTH_PX}
    >
      {chosen === undefined ? (
        <PeriodChooser onChoose={setChosen} />
      ) : (
        <PeriodLoader periodId={chosen} onNamed={setTitle} onNominated={onClose} />
      )}
    </ModalDialog>
  );
}
