import { act, screen, within } from '@testing-library/react';
import { NAV_ITEMS, useProfileStore, type PermissionSubject } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import navigation from '../locales/en/navigation.json';
import { TopBar } from './TopBar';
import { INIT_GIVE_RECOGNITION_EVENT } from '@laurel/shared/recognition';
import { currentPath, fullNavSubject, renderChrome, resetChromeStores, withFlags } from './testing/render-chrome';
import { removeLayoutStubs, stubNarrowScreen } from './testing/stub-layout';

// The bar shows every item spec §6 permits, here whether or not its page exists yet (which pages
// exist changes from release to release; the bar has to hold all six).
jest.mock('@laurel/shared', () => {
  const actual = jest.requireActual<typeof import('@laurel/shared')>('@laurel/shared');
  return {
    ...actual,
    visibleNavItems: (subject: PermissionSubject) => actual.NAV_ITEMS.filter((item) => item.visible(subject)),
  };
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navItemNames = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
const currentNavItems = () =>
  within(mainNav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

function renderTopBar(subject: PermissionSubject, url = '/') {
  signInForTests(subject);
  return renderChrome(<TopBar />, { url });
}

describe('TopBar', () => {
  beforeEach(resetChromeStores);
  afterEach(() => jest.restoreAllMocks());

  it('shows only the logo, linking home, until the profile has loaded', () => {
    renderChrome(<TopBar />);
    expect(screen.getByRole('link', { name: 'Laurel' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the company’s logo, named by the company, once it has uploaded one', () => {
    renderTopBar(subjectFor('tier_three', {}, { name: 'Northwind', logo_url: '/uploads/company_logos/1/a.png' }));
    const home = screen.getByRole('link', { name: 'Northwind' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: 'Northwind' })).toHaveAttribute(
      'src',
      '/uploads/company_logos/1/a.png',
    );
  });

  it('shows Laurel to a company without a logo', () => {
    renderTopBar(subjectFor('tier_three', {}, { logo_url: null }));
    expect(screen.getByRole('link', { name: 'Laurel' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Laurel|Northwind/ })).not.toBeInTheDocument();
  });

  it('shows search, invite, manage, give recognition and the user menu to a signed-in admin', () => {
    renderTopBar(subjectFor('tier_three', { global_admin: true }));
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give recognition' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu for Emma Employee/ })).toBeInTheDocument();
  });

  describe('navigation items', () => {
    it.each<[string, PermissionSubject, string[]]>([
      [
        'a manager on Achieve with one-on-ones and analytics',
        fullNavSubject(),
        ['Home', 'Growth', 'Team', 'Rewards', 'Incentives', 'Analytics'],
      ],
      ['a free-tier employee', subjectFor('free'), ['Home', 'Rewards']],
      ['a free-tier manager', subjectFor('free', { is_manager: true }), ['Home', 'Team', 'Rewards']],
      [
        'an Achieve employee without an early-access flag',
        subjectFor('tier_three', { show_analytics: true }),
        ['Home', 'Rewards', 'Incentives', 'Analytics'],
      ],
      [
        'an Achieve employee with the limited-release flag',
        withFlags(subjectFor('tier_three'), { 'achieve-limited-release': true }),
        ['Home', 'Growth', 'Rewards', 'Incentives'],
      ],
      [
        'a manager of an Achieve company in limited release mode',
        withFlags(subjectFor('tier_three', { is_manager: true }, { limited_release_mode: true }), {
          'one-on-ones': true,
        }),
        ['Home', 'Team', 'Rewards', 'Incentives'],
      ],
      [
        'a manager on Connect with analytics',
        subjectFor('tier_two', { is_manager: true, show_analytics: true }),
        ['Home', 'Team', 'Rewards', 'Incentives', 'Analytics'],
      ],
      [
        'a manager on Engage with one-on-ones and analytics',
        withFlags(subjectFor('tier_alpha', { is_manager: true, show_analytics: true }), { 'one-on-ones': true }),
        ['Home', 'Growth', 'Team', 'Rewards'],
      ],
      [
        'a manager on Appreciate with analytics',
        subjectFor('tier_one', { is_manager: true, show_analytics: true }),
        ['Home', 'Rewards', 'Incentives'],
      ],
    ])('shows %s the items they may use', (_who, subject, expected) => {
      renderTopBar(subject);
      expect(navItemNames()).toEqual(expected);
    });

    it('adds Growth once the feature flags arrive with early access', () => {
      renderTopBar(subjectFor('tier_three'));
      expect(navItemNames()).toEqual(['Home', 'Rewards', 'Incentives']);
      act(() => useProfileStore.setState({ flags: { status: 'fetched', data: { 'one-on-ones': true }, error: null } }));
      expect(navItemNames()).toEqual(['Home', 'Growth', 'Rewards', 'Incentives']);
    });

    it.each([
      ['Home', '/'],
      ['Growth', '/growth'],
      ['Team', '/team/your-team'],
      ['Rewards', '/rewards'],
      ['Incentives', '/incentives'],
      ['Analytics', '/analytics/dashboard'],
    ])('links %s to %s', (name, path) => {
      renderTopBar(fullNavSubject());
      expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('href', path);
    });

    it.each([
      ['/', 'Home'],
      ['/rewards', 'Rewards'],
      ['/rewards/42', 'Rewards'],
      ['/growth', 'Growth'],
      ['/team/your-team', 'Team'],
      ['/incentives/7', 'Incentives'],
      ['/analytics/dashboard', 'Analytics'],
    ])('marks the current item at %s as %s, and only that one', (url, name) => {
      renderTopBar(fullNavSubject(), url);
      expect(currentNavItems()).toEqual([name]);
    });

    it('marks no item on a page outside the navigation', () => {
      renderTopBar(fullNavSubject(), '/admin/dashboard');
      expect(currentNavItems()).toEqual([]);
    });

    it.each([
      ['/bonuses/3', 'Home'],
      ['/invite', 'Home'],
      ['/one-on-ones', 'Growth'],
      ['/feedback', 'Growth'],
      ['/manager-enablement', 'Team'],
      ['/team/12/meet', 'Team'],
    ])('marks the current item at %s as %s through its extra prefixes', (url, name) => {
      renderTopBar(fullNavSubject(), url);
      expect(currentNavItems()).toEqual([name]);
    });

    it('takes the person to the page of the item they click', async () => {
      const { user } = renderTopBar(fullNavSubject());
      await user.click(within(mainNav()).getByRole('link', { name: 'Rewards' }));
      expect(currentPath()).toBe('/rewards');
      expect(currentNavItems()).toEqual(['Rewards']);
    });
  });

  describe('the Manage button', () => {
    it.each([
      ['a global admin (also a rewards admin)', '/admin/dashboard', { global_admin: true, rewards_admin: true }],
      ['a finance admin', '/admin/dashboard', { finance_admin: true }],
      ['a rewards admin', '/admin/rewards/catalog', { rewards_admin: true }],
      ['an awards admin', '/admin/programs/awards', { awards_admin: true }],
      ['a tech admin', '/admin/company/integrations', { tech_admin: true }],
    ])('lands %s on %s', async (_who, landing, flags) => {
      const { user } = renderTopBar(subjectFor('tier_three', flags));
      const manage = screen.getByRole('link', { name: 'Manage' });
      expect(manage).toHaveAttribute('href', landing);
      await user.click(manage);
      expect(currentPath()).toBe(landing);
    });

    it('starts loading the admin remotes of its landing when the pointer is over it', async () => {
      const { user, loader } = renderTopBar(subjectFor('tier_three', { rewards_admin: true }));
      await user.hover(screen.getByRole('link', { name: 'Manage' }));
      expect(loader.load.mock.calls.map(([id]) => id).sort()).toEqual(['admin', 'rewards']);
    });

    it.each([
      ['an employee', {}],
      ['a manager', { is_manager: true }],
      ['an award approver', { award_approver: true }],
      ['a people-data admin', { people_data_admin: true }],
      ['someone who only sees the super-admin menu', { show_superadmin_feature: true }],
    ])('is absent for %s', (_who, flags) => {
      renderTopBar(subjectFor('tier_three', flags));
      expect(screen.queryByRole('link', { name: 'Manage' })).not.toBeInTheDocument();
    });
  });

  describe('the give-recognition button', () => {
    it.each(['free', 'tier_two', 'tier_three', 'tier_alpha'] as const)('is shown on %s', (tier) => {
      renderTopBar(subjectFor(tier));
      expect(screen.getByRole('button', { name: 'Give recognition' })).toBeInTheDocument();
    });

    it('is absent on Appreciate (tier_one), where nobody can give recognition', () => {
      renderTopBar(subjectFor('tier_one', { global_admin: true }));
      expect(screen.queryByRole('button', { name: 'Give recognition' })).not.toBeInTheDocument();
    });

    it('is absent for someone who cannot give', () => {
      renderTopBar(subjectFor('tier_three', { can_give: false }));
      expect(screen.queryByRole('button', { name: 'Give recognition' })).not.toBeInTheDocument();
    });

    it('asks the give-recognition widget to open through the init-give-recognition window event', async () => {
      const opened = jest.fn();
      window.addEventListener(INIT_GIVE_RECOGNITION_EVENT, opened);
      try {
        const { user } = renderTopBar(subjectFor('tier_three'));
        expect(opened).not.toHaveBeenCalled();
        await user.click(screen.getByRole('button', { name: 'Give recognition' }));
        expect(opened).toHaveBeenCalledTimes(1);
        expect(opened.mock.calls[0][0]).toBeInstanceOf(CustomEvent);
        expect(opened.mock.calls[0][0].type).toBe('init-give-recognition');
      } finally {
        window.removeEventListener(INIT_GIVE_RECOGNITION_EVENT, opened);
      }
    });
  });

  describe('below the sm breakpoint', () => {
    beforeEach(stubNarrowScreen);
    afterEach(removeLayoutStubs);

    it('puts the nav items but Analytics in the user menu, with give recognition', async () => {
      const { user } = renderTopBar(fullNavSubject());
      await user.click(screen.getByRole('button', { name: /Account menu/ }));
      const menuNav = screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => nav.closest('[id]'));
      const labels = within(menuNav as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.firstChild?.textContent);
      expect(labels).toEqual(
        NAV_ITEMS.filter((item) => item.id !== 'analytics').map((item) => navigation.nav[item.id]),
      );
      expect(screen.getAllByRole('button', { name: 'Give recognition' })).toHaveLength(2);
    });
  });
});
