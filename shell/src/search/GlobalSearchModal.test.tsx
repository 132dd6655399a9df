import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { GlobalSearchModal } from './GlobalSearchModal';
import { searchGlobal } from './search-client';
import { HELP_CENTER_URL, SEARCH_DEBOUNCE_MS } from './search-constants';
import { renderWithSearch, someResults, userHit } from './testing/render-with-search';

jest.mock('./search-client', () => ({
  searchGlobal: jest.fn(),
  clearSearchCache: jest.fn(() => Promise.resolve()),
}));

const search = jest.mocked(searchGlobal);

function renderModal() {
  const onOpenChange = jest.fn();
  renderWithSearch(<GlobalSearchModal open onOpenChange={onOpenChange} />);
  return { onOpenChange };
}

describe('GlobalSearchModal', () => {
  beforeEach(() => {
    signInForTests();
    search.mockReset().mockResolvedValue(someResults());
  });

  it('asks for 4 hits of each kind before anything is typed and shows users and recognitions', async () => {
    renderModal();
    expect(await screen.findByRole('link', { name: /Mateo Manager.*Engineering/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Thanks for the launch/ })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('', 4);
  });

  it('asks once, with 50 hits, after typing stops for the debounce', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: SEARCH_DEBOUNCE_MS / 4 });
      renderModal();
      await act(() => jest.advanceTimersByTimeAsync(0));
      search.mockClear();
      await user.type(screen.getByRole('searchbox'), 'emma');
      expect(search).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(search).toHaveBeenCalledTimes(1);
      expect(search).toHaveBeenCalledWith('emma', 50);
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by tab', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('link', { name: /Emma Employee.*Lisbon/ });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('link', { name: /Emma Employee.*Lisbon/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Thanks for the launch/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recognition' }));
    expect(screen.getByRole('link', { name: /Thanks for the launch/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emma Employee.*Lisbon/ })).not.toBeInTheDocument();
  });

  it('shows loading, then an empty result for the query', async () => {
    let answer: (value: ReturnType<typeof someResults>) => void = () => undefined;
    search.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderModal();
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    await act(async () => answer({ users: [], recognitions: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing to show yet');
    search.mockResolvedValue({ users: [], recognitions: [] });
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
  });

  it('says in its status how many results arrived, for the tab shown', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('link', { name: /Thanks for the launch/ });
    expect(screen.getByRole('status')).toHaveTextContent('4 results');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 results');

    search.mockResolvedValue({ users: [userHit(1, 'Emma Employee')], recognitions: [] });
    await user.type(screen.getByRole('searchbox'), 'emma');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/));
  });

  it('says so when the search fails', async () => {
    search.mockRejectedValue(new Error('RetryError'));
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now');
  });

  it('asks again for the same query from the failure’s retry, and shows what comes back', async () => {
    const user = userEvent.setup();
    search.mockRejectedValueOnce(new Error('RetryError'));
    renderModal();
    const failure = await screen.findByRole('alert');
    search.mockClear();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Thanks for the launch/ })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('', 4);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('goes to the recognition page and closes when a recognition is selected', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderModal();
    await user.click(await screen.findByRole('link', { name: /Thanks for the launch/ }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/bonuses/7');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leads to a person’s profile page', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    const hit = await within(dialog).findByRole('link', { name: /Emma Employee.*Lisbon/ });
    expect(hit).toHaveAttribute('href', expect.stringMatching(/^\/company\/users\/[\w-]+$/));
  });

  it('offers help in a new tab', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog');
    const help = within(dialog).getByRole('link', { name: /Help and support/ });
    expect(help).toHaveAttribute('href', HELP_CENTER_URL);
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('moves between results with the arrow keys', async () => {
    const user = userEvent.setup();
    renderModal();
    const first = await screen.findByRole('link', { name: /Emma Employee.*Lisbon/ });
    const input = screen.getByRole('searchbox');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Mateo Manager.*Lisbon/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
  });

  it('shows a person as plain text to someone whose tier has neither profiles nor giving', async () => {
    signInForTests(subjectFor('tier_one'));
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Emma Employee')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Emma Employee/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Emma Employee.*Lisbon/ })).not.toBeInTheDocument();
  });
});
