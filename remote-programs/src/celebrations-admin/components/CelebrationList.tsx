import type { SWRResponse } from 'swr';
import type { Celebration, CelebrationList as CelebrationListAnswer } from '@laurel/shared/contract';
import type { CelebrationChange } from '../api/change-celebration';
import { CelebrationRows } from './CelebrationRows';
import { LoadedList } from '../../program-form/LoadedList';

interface CelebrationListProps {
  read: SWRResponse<CelebrationListAnswer>;
  caption: string;
  empty: string;
  pendingId: number | null;
  onChange: (change: CelebrationChange, celebration: Celebration) => void;
}

/** One state's celebrations: loading, the spec's error with a retry, empty, or the table. */
export function CelebrationList({ read, caption, empty, pendingId, onChange }: CelebrationListProps) {
  return (
    <LoadedList ns="celebrations" keyPrefix="admin" read={read} empty={empty}>
      {(data) => (
        <CelebrationRows celebrations={data.records} caption={caption} pendingId={pendingId} onChange={onChange} />
      )}
    </LoadedList>
  );
}
