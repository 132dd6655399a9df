import { useMemo } from 'react';

/** Every zone the browser knows, with UTC (which some list only as Etc/UTC) and the stored one first. */
export function timeZones(stored: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([stored, 'UTC', ...known])];
}

/** The options of a time zone select (profile, company settings), underscores read as spaces. */
export function TimeZoneOptions({ stored }: { stored: string }) {
  const zones = useMemo(() => timeZones(stored), [stored]);
  return zones.map((zone) => (
    <option key={zone} value={zone}>
      {zone.replaceAll('_', ' ')}
    </option>
  ));
}
