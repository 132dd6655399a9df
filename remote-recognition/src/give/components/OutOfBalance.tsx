import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@laurel/shared/ui-kit';
import { useAllowanceBoostId } from '../api/get-allowance-boost';

/**
 * No points left: the add-to-balance button leads to the allowance boost in the catalogue (spec §2, §7);
 * `onLeave` closes the modal, which would otherwise stay open over the page the link opens.
 */
export function OutOfBalance({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('action_input');
  const { data: boostId } = useAllowanceBoostId(true);
  return (
    <Alert status="warn" title={t('outOfBalance.title')}>
      {t('outOfBalance.body')}{' '}
      {boostId != null && (
        <Link to={`/rewards/${boostId}`} onClick={onLeave}>
          {t('outOfBalance.addToBalance')}
        </Link>
      )}
    </Alert>
  );
}
