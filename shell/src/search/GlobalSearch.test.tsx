import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalSearch } from './GlobalSearch';
import { searchGlobal } from './search-client';
import { renderWithSearch, someResults } from './testing/render-with-search';

jest.mock('./search-client', () => ({
  searchGlobal: jest.fn(),
  clearSearchCache: jest.fn(() => Promise.resolve()),
}));

describe('GlobalSearch', () => {
  beforeEach(() => jest.mocked(searchGlobal).mockResolvedValue(someResults()));

  it('shows a Search button with the keyboard shortcut hint', () => {
    renderWithSearch(<GlobalSearch />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('Ctrl K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the modal from the button, with the search input focused', async () => {
    const user = userEvent.setup();
    renderWithSearch(<GlobalSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search people and recognition' })).toHaveFocus());
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('opens the modal with %s from anywhere, and Escape closes it', async (_name, keys) => {
    const user = userEvent.setup();
    renderWithSearch(<GlobalSearch />);
    await user.keyboard(keys);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves K alone without a modifier', async () => {
    const user = userEvent.setup();
    renderWithSearch(<GlobalSearch />);
    await user.keyboard('k');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
