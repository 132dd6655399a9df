import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  defineWidget,
  ModalWidgetHost,
  useUserProfile,
  v2Client,
  type RemoteModule,
  type WidgetProps,
} from '@laurel/shared';
import {
  BONUS_CREATED_EVENT,
  INIT_GIVE_RECOGNITION_EVENT,
  type InitGiveRecognitionDetail,
} from '@laurel/shared/recognition';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderWithShell } from '../testing/render-with-shell';
import { useProfileFollowsGives } from '../session/use-profile-follows-gives';
import { GiveRecognitionFromQuery, resetGiveRecognitionQuery } from './GiveRecognitionFromQuery';

function FakeWidget({ detail, onClose }: WidgetProps<InitGiveRecognitionDetail | undefined>) {
  return (
    <div role="dialog" aria-label="Give recognition">
      <p>recipient {String(detail?.recipientId)}</p>
      <p>text {String(detail?.text)}</p>
      <button type="button" onClick={onClose}>
        Close widget
      </button>
    </div>
  );
}

const recognition: RemoteModule = {
  id: 'recognition',
  contractVersion: 2,
  routes: [],
  widgets: [defineWidget('give-recognition', FakeWidget)],
};

function Balance() {
  useProfileFollowsGives();
  return <span data-testid="balance">{useUserProfile()?.giving_balance}</span>;
}

const balance = () => screen.getByTestId('balance');

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

const renderHost = (url = '/', load = jest.fn().mockResolvedValue(recognition)) =>
  renderWithShell(
    <>
      <ModalWidgetHost />
      <GiveRecognitionFromQuery />
      <Search />
      <Balance />
    </>,
    { loader: { load, reset: jest.fn() }, url },
  );

const widget = () => screen.queryByRole('dialog', { name: 'Give recognition' });

describe('the give-recognition widget in the shell', () => {
  beforeEach(() => {
    resetGiveRecognitionQuery();
    signInForTests();
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens the widget on the init-give-recognition event, and closes it when asked', async () => {
    await renderHost();
    expect(widget()).toBeNull();
    await act(async () => {
      window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT, { detail: { recipientId: 4 } }));
    });
    expect(await screen.findByText('recipient 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close widget' }));
    expect(widget()).toBeNull();
  });

  it('opens from ?give_recognition once per page load and takes the parameters out of the address', async () => {
    const { unmount } = await renderHost('/?give_recognition=12&give_recognition_text=Thanks&tab=all');
    expect(await screen.findByText('recipient 12')).toBeInTheDocument();
    expect(screen.getByText('text Thanks')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?tab=all$/);
    unmount();

    await renderHost('/?give_recognition=12');
    await act(async () => undefined);
    expect(widget()).toBeNull();
  });

  it('ignores the event for someone who may not give', async () => {
    signInForTests(subjectFor('tier_one'));
    await renderHost();
    await act(async () => {
      window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT));
    });
    expect(widget()).toBeNull();
  });

  it('reloads the profile after a recognition is given, so the giving balance follows', async () => {
    const after = subjectFor('tier_three', { giving_balance: 80 });
    jest
      .spyOn(v2Client, 'get')
      .mockImplementation(async (path: string) => ({ result: path === '/profile/user' ? after.user : after.company }));
    await renderHost('/', jest.fn().mockResolvedValue(recognition));
    await act(async () => {
      window.dispatchEvent(new CustomEvent(BONUS_CREATED_EVENT, { detail: { bonus: {}, totalAmount: 20 } }));
    });
    await waitFor(() => expect(balance()).toHaveTextContent('80'));
  });
});

describe('the modal host', () => {
  beforeEach(() => {
    resetGiveRecognitionQuery();
    signInForTests();
  });

  it('loads the remote only when the event fires', async () => {
    const load = jest.fn().mockResolvedValue(recognition);
    await renderHost('/', load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT));
    });
    expect(load).toHaveBeenCalledWith('recognition');
    expect(await screen.findByText('recipient undefined')).toBeInTheDocument();
  });

  it('shows the named fallback with Retry and Close when the remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHost('/', jest.fn().mockRejectedValue(new Error('down')));
    await act(async () => {
      window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT));
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
