import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvatarStack, type AvatarPerson } from './AvatarStack';
import { renderWithComponentsI18n } from './testing/render-with-components-i18n';
import { installNoopResizeObserver } from '../../testing/resize-observer';

const peopleNamed = (count: number): AvatarPerson[] =>
  Array.from({ length: count }, (_, index) => ({ id: index, name: `Person ${index + 1}` }));

describe('AvatarStack', () => {
  beforeAll(installNoopResizeObserver);

  it('shows everyone when there are 5 or fewer', () => {
    renderWithComponentsI18n(<AvatarStack people={peopleNamed(5)} label="Receivers" />);
    const stack = screen.getByRole('list', { name: 'Receivers' });
    expect(within(stack).getAllByRole('img')).toHaveLength(5);
    expect(within(stack).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows 5 avatars then a +N for the rest', () => {
    renderWithComponentsI18n(<AvatarStack people={peopleNamed(8)} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Person 5' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Person 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 more people' })).toHaveTextContent('+3');
  });

  it('lists the hidden names in a tooltip opened from the keyboard, capped at 10', async () => {
    const user = userEvent.setup();
    renderWithComponentsI18n(<AvatarStack people={peopleNamed(17)} />);
    const overflow = () => screen.getByRole('button', { name: '12 more people' });

    await user.tab();

    expect(overflow()).toHaveFocus();
    // The tooltip's code loads on that first focus; its trigger takes the plain button's place, focused.
    const tooltip = await screen.findByRole('tooltip');
    expect(overflow()).toHaveFocus();
    for (let number = 6; number <= 15; number += 1) expect(tooltip).toHaveTextContent(`Person ${number}`);
    expect(tooltip).not.toHaveTextContent('Person 16');
    expect(tooltip).not.toHaveTextContent('Person 5');
    expect(tooltip).toHaveTextContent('and 2 more');
    expect(overflow()).toHaveAccessibleDescription(expect.stringContaining('Person 6'));
  });

  it('names a single hidden person without "and more"', async () => {
    const user = userEvent.setup();
    renderWithComponentsI18n(<AvatarStack people={peopleNamed(6)} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '1 more person' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Person 6');
    expect(tooltip).not.toHaveTextContent('more');
  });
});
