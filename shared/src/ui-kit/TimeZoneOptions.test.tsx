import { render, screen } from '@testing-library/react';
import { TimeZoneOptions, timeZones } from './TimeZoneOptions';

describe('time zones', () => {
  it('lists the stored zone first, then UTC, each once', () => {
    const zones = timeZones('Europe/Berlin');
    expect(zones.slice(0, 2)).toEqual(['Europe/Berlin', 'UTC']);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('offers each zone with its underscores read as spaces', () => {
    render(
      <select aria-label="Time zone" defaultValue="America/New_York">
        <TimeZoneOptions stored="America/New_York" />
      </select>,
    );
    expect(screen.getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  });
});
