import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../i18n/common-resources';
import { createI18n } from '../i18n/create-i18n';
import type { DateRange } from './date-range';
import { MonthRangePicker, type MonthRangePickerProps } from './MonthRangePicker';

const i18n = createI18n(commonResources, 'components');
const wholeMarch2024: DateRange = [new Date(2024, 2, 1), new Date(2024, 2, 31, 23, 59, 59, 999)];

function renderPicker(props: Partial<MonthRangePickerProps> = {}) {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MonthRangePicker label="Budget period" value={wholeMarch2024} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Budget period/ }));
  return screen.getByRole('dialog', { name: 'Budget period' });
};

describe('MonthRangePicker', () => {
  it('shows a single-month value as that month', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Budget period Mar 2024' })).toBeInTheDocument();
  });

  it('shows the twelve months of the year in rows of three', async () => {
    const { user } = renderPicker();
    const grid = within(await openPicker(user)).getByRole('grid', { name: '2024' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(within(row).getAllByRole('gridcell')).toHaveLength(3));
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(screen.getByRole('button', { name: 'March 2024' })).toHaveFocus();
  });

  it('expands a single clicked month to the whole month on Apply', async () => {
    const { onChange, user } = renderPicker();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'June 2024' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([new Date(2024, 5, 1), new Date(2024, 5, 30, 23, 59, 59, 999)]);
  });

  it('orders a range picked latest first, from the first day to the last moment', async () => {
    const { onChange, user } = renderPicker();
    await openPicker(user);
    await user.keyboard('{ArrowDown>2/}{Enter}{ArrowLeft>7/}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([new Date(2024, 1, 1), new Date(2024, 8, 30, 23, 59, 59, 999)]);
  });

  it('does not select a disabled month', async () => {
    const { onChange, user } = renderPicker({ isMonthDisabled: (month) => month.getMonth() === 6 });
    await openPicker(user);
    expect(screen.getByRole('button', { name: 'July 2024' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'July 2024' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith(wholeMarch2024);
  });

  it('goes forward at most ten years past the current year', async () => {
    const year = new Date().getFullYear();
    const { user } = renderPicker({ value: [null, null] });
    const dialog = await openPicker(user);
    const nextYear = within(dialog).getByRole('button', { name: 'Next year' });
    for (let step = 0; step < 10; step += 1) await user.click(nextYear);
    expect(within(dialog).getByRole('grid', { name: String(year + 10) })).toBeInTheDocument();
    expect(nextYear).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Previous year' }));
    expect(within(dialog).getByRole('grid', { name: String(year + 9) })).toBeInTheDocument();
  });

  it('stays on the current year when next year’s months are disabled', async () => {
    const year = new Date().getFullYear();
    const { user } = renderPicker({ value: [null, null], isMonthDisabled: (month) => month.getFullYear() > year });
    const dialog = await openPicker(user);
    expect(within(dialog).getByRole('grid', { name: String(year) })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('throws a TypeError for a value that is not a two-element list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderPicker({ value: 'March' as unknown as DateRange })).toThrow(TypeError);
    jest.mocked(console.error).mockRestore();
  });
});
