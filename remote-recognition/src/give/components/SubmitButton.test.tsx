import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n';
import type { Draft } from '../../composer/draft';
import { SubmitButton } from './SubmitButton';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';

const draft = (amount: number | null, recipientCount: number): Draft => ({
  text: '',
  plainText: '',
  amount,
  amountInvalid: false,
  hashtags: [],
  recipients: [],
  mentions: [],
  recipientCount,
  totalAmount: (amount ?? 0) * recipientCount,
});

const renderButton = (value: Draft, submitting = false, onSubmit = jest.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <SubmitButton variant="give" draft={value} submitting={submitting} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
};

describe('SubmitButton', () => {
  beforeAll(installNoopResizeObserver);

  it('says the total it gives', () => {
    renderButton(draft(10, 3));
    expect(screen.getByRole('button', { name: 'Give +30' })).toBeInTheDocument();
  });

  it('says only "Give" without an amount', () => {
    renderButton(draft(null, 2));
    expect(screen.getByRole('button', { name: 'Give' })).toBeInTheDocument();
  });

  it('tells what each recipient gets when there are several', async () => {
    renderButton(draft(10, 3));
    await userEvent.hover(screen.getByRole('button', { name: 'Give +30' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('+10 to each of 3 people');
  });

  it('does not send twice while sending', async () => {
    const onSubmit = renderButton(draft(10, 1), true);
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
