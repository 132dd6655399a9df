import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { ReportRange } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import './reports-kit-copy';
import { i18n } from '../i18n';
import { DateRangeFilter } from './DateRangeFilter';

const TODAY = new Date('2026-11-24T02:00:00.000Z');

function Harness({ onChange }: { onChange: (range: ReportRange) => void }) {
  const [range, setRange] = useState<ReportRange>({ start_date: '2026-10-01', end_date: '2026-10-31' });
  return (
    <DateRangeFilter
      value={range}
      today={TODAY}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

const renderFilter = (onChange = jest.fn()) => ({
  onChange,
  ...renderRouted(i18n, <Harness onChange={onChange} />, { url: '/', path: '/' }),
});

describe('DateRangeFilter', () => {
  it('starts on the previous month and applies a preset at once', async () => {
    const { user, onChange } = renderFilter();
    const preset = screen.getByRole('combobox', { name: 'Date range' });
    expect(preset).toHaveDisplayValue('Previous month');
    await user.selectOptions(preset, 'Last 7 days');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2026-11-18', end_date: '2026-11-24' });
  });

  it('shows a reversed custom range at the To field and keeps what was typed', async () => {
    const { user, onChange } = renderFilter();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom range');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-09-15');
    expect(to).toHaveValue('2026-09-15');
    expect(to).toHaveAccessibleDescription('Error: The end date must be on or after the start date');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-09-01');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2026-09-01', end_date: '2026-09-15' });
    expect(to).not.toHaveAttribute('aria-invalid');
  });
});
