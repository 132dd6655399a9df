import { lazy, Suspense, type ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteVersionError, type RemoteModule } from '@laurel/shared';
import { RemoteSlot } from './RemoteSlot';
import { RemoteFallback } from './RemoteFallback';
import { renderWithShell } from '../testing/render-with-shell';

const rewards: RemoteModule = { id: 'rewards', contractVersion: 2, routes: [] };

async function renderSlot(load: jest.Mock, quiet = false) {
  const loader = { load, reset: jest.fn() };
  await renderWithShell(
    <>
      <RemoteSlot remote="rewards" quiet={quiet}>
        {(module) => <h1>Mounted {module.id}</h1>}
      </RemoteSlot>
      <p>Shell chrome</p>
    </>,
    { loader },
  );
  return loader;
}

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the remote', async () => {
    let arrive: (module: RemoteModule) => void = () => undefined;
    await renderSlot(jest.fn(() => new Promise<RemoteModule>((resolve) => (arrive = resolve))));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Rewards');
    await act(async () => arrive(rewards));
    expect(await screen.findByRole('heading', { name: 'Mounted rewards' })).toBeInTheDocument();
  });

  it("shows its loading state while a lazy part of the remote's page loads, not an outer fallback", async () => {
    let arrive: (part: { default: () => ReactElement }) => void = () => undefined;
    const LazyPart = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    await renderWithShell(
      <Suspense fallback={<p>Outer fallback</p>}>
        <RemoteSlot remote="rewards">{() => <LazyPart />}</RemoteSlot>
      </Suspense>,
      { loader: { load: jest.fn().mockResolvedValue(rewards), reset: jest.fn() } },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Rewards');
    expect(screen.queryByText('Outer fallback')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Lazy part</h1> }));
    expect(await screen.findByRole('heading', { name: 'Lazy part' })).toBeInTheDocument();
  });

  it('shows nothing while loading when its host asks for no loading state (a widget around the page)', async () => {
    await renderWithShell(
      <RemoteSlot remote="rewards" loading={null}>
        {(module) => <h1>Mounted {module.id}</h1>}
      </RemoteSlot>,
      { loader: { load: jest.fn(() => new Promise<RemoteModule>(() => undefined)), reset: jest.fn() } },
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the area in an alert when the remote fails, keeps the rest, and retries on demand', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(rewards);
    const loader = await renderSlot(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Rewards is unavailable right now');
    expect(screen.getByText('Shell chrome')).toBeInTheDocument();

    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(loader.reset).toHaveBeenCalledWith('rewards');
    expect(await screen.findByRole('heading', { name: 'Mounted rewards' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for a reload, not a retry, when the remote was released for another contract than this shell', async () => {
    const load = jest.fn().mockRejectedValue(new RemoteVersionError('rewards', 'contract version 3 is not supported'));
    const loader = await renderSlot(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Rewards has been updated');
    expect(screen.getByRole('button', { name: 'Reload to update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(loader.reset).not.toHaveBeenCalled();
  });

  it("reloads the page from the outdated remote's button", async () => {
    const reload = jest.fn();
    await renderWithShell(<RemoteFallback remote="rewards" onRetry={jest.fn()} outdated reload={reload} />, {
      loader: { load: jest.fn(), reset: jest.fn() },
    });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Reload to update' })));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves only a small named retry, no alert, for a widget around the page whose remote fails', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce(rewards);
    await renderSlot(load, true);
    const retry = await screen.findByRole('button', { name: 'Rewards is unavailable right now. Retry' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Mounted rewards' })).toBeInTheDocument();
  });

  it('keeps a crash inside the remote inside its slot', async () => {
    function Crashing(): never {
      throw new Error('render failed');
    }
    await renderWithShell(
      <>
        <RemoteSlot remote="programs">{() => <Crashing />}</RemoteSlot>
        <p>Shell chrome</p>
      </>,
      { loader: { load: jest.fn().mockResolvedValue({ ...rewards, id: 'programs' }), reset: jest.fn() } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Programs is unavailable right now');
    expect(screen.getByText('Shell chrome')).toBeInTheDocument();
  });
});
