import { screen, waitFor } from '@testing-library/react';
import { REMOTE_IDS, useProfileStore, useSessionStore, type RemoteId, type RemoteModule } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { App } from './App';
import { renderWithShell } from '../testing/render-with-shell';

const page = (text: string) => () => <h1>{text}</h1>;

const modules: Record<RemoteId, RemoteModule> = {
  recognition: { id: 'recognition', contractVersion: 2, routes: [{ path: '/', Component: page('Feed') }] },
  announcements: {
    id: 'announcements',
    contractVersion: 2,
    routes: [],
    adminRoutes: [{ path: '/admin/company/announcements', Component: page('Announcements admin') }],
  },
  programs: {
    id: 'programs',
    contractVersion: 2,
    routes: [
      { path: '/incentives/:id', Component: page('Incentive') },
      { path: '/incentives/:id/report', Component: page('Incentive report'), policy: { roles: ['global_admin'] } },
      { path: '/share/nominations/:id', Component: page('Shared nomination') },
      {
        path: '/share/nominations/:id/admin',
        Component: page('Not for visitors'),
        policy: { roles: ['global_admin'] },
      },
    ],
  },
  rewards: {
    id: 'rewards',
    contractVersion: 2,
    routes: [{ path: '/rewards', Component: page('Catalogue') }],
    adminRoutes: [{ path: '/admin/rewards/catalog', Component: page('Catalogue settings') }],
  },
  admin: {
    id: 'admin',
    contractVersion: 2,
    routes: [{ path: '/admin/dashboard', Component: page('Dashboard') }],
    adminLayout: ({ children }) => <div data-testid="admin-layout">{children}</div>,
  },
};

async function renderAt(url: string, down: RemoteId[] = []) {
  const load = jest.fn((id: RemoteId) =>
    down.includes(id) ? Promise.reject(new Error('down')) : Promise.resolve(modules[id]),
  );
  await renderWithShell(<App />, { url, loader: { load, reset: jest.fn() } });
  return load;
}

describe('App route table', () => {
  beforeEach(() => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', 'Feed'],
    ['/rewards', 'Catalogue'],
    ['/incentives/4', 'Incentive'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/rewards/catalog', 'Catalogue settings'],
    ['/admin/company/announcements', 'Announcements admin'],
  ])('mounts the owning remote at %s', async (url, heading) => {
    await renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('frames domain admin pages with the admin layout', async () => {
    await renderAt('/admin/rewards/catalog');
    expect(await screen.findByTestId('admin-layout')).toHaveTextContent('Catalogue settings');
  });

  it('still shows a domain admin page when remote-admin is down, under one named alert', async () => {
    await renderAt('/admin/rewards/catalog', ['admin']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin is unavailable right now');
    expect(await screen.findByRole('heading', { name: 'Catalogue settings' })).toBeInTheDocument();
  });

  it('answers unknown paths with the not-found page, inside a remote prefix too', async () => {
    await renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('answers an unknown page below a remote prefix with the not-found page', async () => {
    await renderAt('/rewards/history/unknown/deep');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each(REMOTE_IDS.filter((id) => id !== 'recognition'))('does not load %s for the home page', async (id) => {
    const load = await renderAt('/');
    await screen.findByRole('heading', { name: 'Feed' });
    expect(load).not.toHaveBeenCalledWith(id);
  });

  it('loads announcements on the home page, once painted, when the profile says there are some to show', async () => {
    signInForTests(subjectFor('tier_three', { global_admin: true, current_announcements_count: 1 }));
    const load = await renderAt('/');
    await screen.findByRole('heading', { name: 'Feed' });
    await waitFor(() => expect(load).toHaveBeenCalledWith('announcements'));
  });
});

describe('route policies', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/admin/rewards/catalog', []],
    ['/admin/rewards/catalog', ['admin', 'rewards']],
    ['/super_admin/spoof/new', ['admin']],
    ['/tech_ops', []],
  ] as [string, RemoteId[]][])(
    'refuses %s to someone without an admin role, with %j down, before loading anything',
    async (url, down) => {
      signInForTests(subjectFor('tier_three', { award_approver: true }));
      const load = await renderAt(url, down);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(load).not.toHaveBeenCalledWith('admin');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('refuses super-admin pages to an admin without the super-admin feature', async () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    await renderAt('/super_admin/spoof/new');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('refuses incentives by URL to a tier without them', async () => {
    signInForTests(subjectFor('free'));
    const load = await renderAt('/incentives/4');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('programs');
  });

  it("refuses a page its remote's policy leaves this person out of", async () => {
    signInForTests(subjectFor('tier_three'));
    await renderAt('/incentives/4/report');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows a page its remote's policy lets this person into", async () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    await renderAt('/incentives/4/report');
    expect(await screen.findByRole('heading', { name: 'Incentive report' })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  beforeEach(() => {
    // A visitor from outside: no session token, no profile.
    useSessionStore.setState(useSessionStore.getInitialState(), true);
    useProfileStore.setState(useProfileStore.getInitialState(), true);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a shared nomination to someone signed out, in the bare layout', async () => {
    await renderAt('/share/nominations/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared nomination' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('still refuses a page with a policy under the public prefix to someone signed out', async () => {
    await renderAt('/share/nominations/3/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
