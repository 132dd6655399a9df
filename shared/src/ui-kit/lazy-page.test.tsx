import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Rewards = () => <h1>Rewards</h1>;

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
});
