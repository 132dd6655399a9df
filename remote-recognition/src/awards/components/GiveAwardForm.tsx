import { useTranslation } from 'react-i18next';
import { Alert, modalDialogStyles } from '@laurel/shared/ui-kit';
import { useGivableAwards } from '../api/get-givable-awards';
import { GiveAwardFields, type GiveAwardFieldsProps } from './GiveAwardFields';
import '../awards-copy';

/** The composer in an award context (recognition §3): the awards the giver may give, asked for afresh. */
export function GiveAwardForm(props: Omit<GiveAwardFieldsProps, 'awards'>) {
  const { t } = useTranslation('awards');
  const { data: awards, error, mutate } = useGivableAwards(true);
  if (!awards && error)
    return (
      <Alert status="error" title={t('loadError')}>
        <button type="button" className={modalDialogStyles.primary} onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </Alert>
    );
  if (!awards) return <p role="status">{t('loading')}</p>;
  if (awards.length === 0)
    return (
      <Alert status="info" title={t('none')}>
        <button type="button" className={modalDialogStyles.primary} onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </Alert>
    );
  return <GiveAwardFields {...props} awards={awards} />;
}
