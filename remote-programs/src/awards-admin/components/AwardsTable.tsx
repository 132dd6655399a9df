import { useTranslation } from 'react-i18next';
import type { AwardListItem, AwardType } from '@laurel/shared/contract';
import { useAdminAwards } from '../api/get-admin-awards';
import type { AwardChange } from '../api/change-award';
import { AwardRows } from './AwardRows';
import { LoadedList } from '../../program-form/LoadedList';

interface AwardsTableProps {
  type: AwardType;
  archived: boolean;
  pendingId: string | null;
  onChange: (change: AwardChange, award: AwardListItem) => void;
}

/** One type's awards in one state, with the load's error and a retry, or a line saying there are none. */
export function AwardsTable({ type, archived, pendingId, onChange }: AwardsTableProps) {
  const { t } = useTranslation('awards', { keyPrefix: 'admin' });
  const read = useAdminAwards(type, archived ? 'inactive' : 'active');
  const caption = t(`list.captions.${type}${archived ? 'Archived' : ''}`);
  return (
    <LoadedList
      ns="awards"
      keyPrefix="admin"
      read={read}
      loadFailedTitle={t('list.loadFailed', { caption })}
      empty={t('list.none', { caption })}
    >
      {(data) => (
        <AwardRows
          caption={caption}
          awards={data.records}
          archived={archived}
          pendingId={pendingId}
          onChange={onChange}
        />
      )}
    </LoadedList>
  );
}
