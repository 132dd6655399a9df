import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import { PrivacyPopover } from './PrivacyPopover';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';

beforeAll(() => installNoopResizeObserver());

function renderPopover(props: Partial<Parameters<typeof PrivacyPopover>[0]> = {}) {
  const onOpen = jest.fn();
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <PrivacyPopover value="publicly_visible" onOpen={onOpen} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return { onOpen, onChange, user: userEvent.setup() };
}

describe('PrivacyPopover', () => {
  it('opens the three choices, each with what it means, and picks one by keyboard', async () => {
    const { user, onOpen, onChange } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Visible to: Everyone' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    const choices = screen.getByRole('dialog', { name: 'Who can see this recognition' });
    expect(screen.getByRole('button', { name: /^Everyone/ })).toHaveAttribute('aria-pressed', 'true');
    expect(choices).toHaveTextContent('Only you and the people you recognize.');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Only the people involved/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('privately_visible');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without changing anything', async () => {
    const { user, onChange } = renderPopover({ value: 'immediate_team' });
    await user.click(screen.getByRole('button', { name: 'Visible to: Immediate team' }));
    expect(screen.getByRole('button', { name: /^Immediate team/ })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled with a tooltip saying why when the privacy cannot be changed', async () => {
    const reason = 'An add-on keeps the privacy of the recognition it joins: Only the people involved.';
    const { user, onOpen } = renderPopover({ value: 'privately_visible', lockedReason: reason });
    const trigger = screen.getByRole('button', { name: 'Visible to: Only the people involved' });
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });
});
