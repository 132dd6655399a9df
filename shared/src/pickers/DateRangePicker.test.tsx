import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { de } from 'date-fns/locale/de';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../i18n/common-resources';
import { createI18n } from '../i18n/create-i18n';
import type { DateRange } from './date-range';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const i18n = createI18n(commonResources, 'components');
const march = (date: number) => new Date(2025, 2, date);

function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DateRangePicker label="Reporting period" value={[march(10), march(12)]} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Reporting period/ }));
  return screen.getByRole('dialog', { name: 'Reporting period' });
};

describe('DateRangePicker', () => {
  it('shows the range on its trigger, or a placeholder', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Reporting period Mar 10, 2025 – Mar 12, 2025' })).toBeInTheDocument();
  });

  it('shows a placeholder when there is no range', () => {
    renderPicker({ value: [null, null] });
    expect(screen.getByRole('button', { name: 'Reporting period Select a date range' })).toBeInTheDocument();
  });

  it('picks a range with the keyboard, end before start, and hands it on earliest first', async () => {
    const { onChange, user } = renderPicker();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Monday, March 10th, 2025' })).toHaveFocus();

    await user.keyboard('{ArrowRight>5/}{Enter}');
    await user.keyboard('{ArrowLeft>10/}');
    expect(screen.getByRole('button', { name: 'Wednesday, March 5th, 2025' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith([march(5), march(15)]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 42 days and moves to the previous month when focus leaves the shown one', async () => {
    const { user } = renderPicker();
    const dialog = await openPicker(user);
    expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(dialog).getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();

    await user.keyboard('{ArrowUp>2/}');
    expect(within(dialog).getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getByRole('button', { name: 'Monday, February 24th, 2025' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
  });

  it('starts weeks on Sunday in en-US and on Monday in German', async () => {
    const { user } = renderPicker();
    const headers = within(await openPicker(user)).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('follows a German locale for the week start and the names', async () => {
    const { user } = renderPicker({ locale: de });
    const dialog = await openPicker(user);
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    expect(within(dialog).getByRole('grid', { name: 'März 2025' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('gridcell')).toHaveLength(42);
  });

  it('marks disabled days and does not select them', async () => {
    const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    const { onChange, user } = renderPicker({ isDateDisabled: weekend });
    await openPicker(user);
    const saturday = screen.getByRole('button', { name: 'Saturday, March 15th, 2025' });
    expect(saturday).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Thursday, March 13th, 2025' }));
    await user.click(saturday);
    await user.click(screen.getByRole('button', { name: 'Monday, March 17th, 2025' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([march(13), march(17)]);
  });

  it('resets to the current value when opened again after Escape', async () => {
    const { onChange, user } = renderPicker();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Thursday, March 20th, 2025' }));
    expect(screen.getByRole('button', { name: 'Monday, March 10th, 2025' }).parentElement).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openPicker(user);
    const selected = screen.getAllByRole('gridcell', { selected: true });
    expect(selected.map((cell) => cell.textContent)).toEqual(['10', '11', '12']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a cleared range as two open ends', async () => {
    const { onChange, user } = renderPicker();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([null, null]);
  });

  it('throws a TypeError for a value that is not a two-element list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderPicker({ value: [march(1)] as unknown as DateRange })).toThrow(TypeError);
    expect(() => renderPicker({ value: null as unknown as DateRange })).toThrow(TypeError);
    jest.mocked(console.error).mockRestore();
  });
});
