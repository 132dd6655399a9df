import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lazyPage } from './lazy-page';

const Rewards = () => <h1>Rewards</h1>;

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe('lazyPage', () => {
  it('loads its code when first rendered', async () => {
    const load = jest.fn(() => Promise.resolve(Rewards));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Rewards));
    const Page = lazyPage(load);
    await act(() => Page.preload!());
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again after a failed preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Rewards);
    const Page = lazyPage(load);
    await expect(Page.preload!()).rejects.toThrow('offline');
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the page and its state when its parent renders again after the code came', async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    const { rerender } = render(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    rerender(<Page />);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
