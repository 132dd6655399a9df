import { useTranslation } from 'react-i18next';
import type { ReportFilters } from '@laurel/shared/contract';
import { DateRangeFilter, SelectFilter } from '../../reports-kit';
import { useParticipationOptions } from '../api/get-participation-options';

interface ParticipationFiltersProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  /** The summary is of departments and locations, not of teams. */
  withTeam?: boolean;
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The range and who is counted: a department, a manager's team, a location. */
export function ParticipationFilters({ filters, onChange, withTeam = true }: ParticipationFiltersProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { data: options } = useParticipationOptions();
  const set = (change: Partial<ReportFilters>) => onChange({ ...filters, ...change });
  return (
    <>
      <DateRangeFilter value={filters} onChange={(range) => set(range)} />
      <SelectFilter
        label={t('filters.department')}
        value={filters.department ?? ''}
        options={toOptions(options?.departments ?? [])}
        onChange={(department) => set({ department: department || undefined })}
      />
      {withTeam && (
        <SelectFilter
          label={t('filters.team')}
          value={filters.team === undefined ? '' : String(filters.team)}
          options={(options?.teams ?? []).map((team) => ({
            value: String(team.id),
            label: t('filters.teamOf', { name: team.name }),
          }))}
          onChange={(team) => set({ team: team ? Number(team) : undefined })}
        />
      )}
      <SelectFilter
        label={t('filters.location')}
        value={filters.location ?? ''}
        options={toOptions(options?.locations ?? [])}
        onChange={(location) => set({ location: location || undefined })}
      />
    </>
  );
}
