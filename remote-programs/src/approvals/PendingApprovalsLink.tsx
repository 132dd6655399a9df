import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePendingApprovalsCount } from './api/get-pending-approvals-count';

export const APPROVALS_PATH = '/incentives/approvals';

/** "Approvals (n)" to the approvals page, shown only when something waits for the signed-in person. */
export function PendingApprovalsLink({ className }: { className?: string }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  const { data: count } = usePendingApprovalsCount();
  if (!count) return null;
  return (
    <Link to={APPROVALS_PATH} className={className}>
      {t('approvalsLink', { count })}
    </Link>
  );
}
