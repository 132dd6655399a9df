import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { NAV_ITEMS, on, v2Client, type NavItem, type PermissionSubject, type SpoofingState } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import navigation from '../locales/en/navigation.json';
import { UserMenu } from './UserMenu';
import { currentPath, fullNavSubject, renderChrome, resetChromeStores } from './testing/render-chrome';
import { removeLayoutStubs, stubNarrowScreen } from './testing/stub-layout';

const NOT_SPOOFING: SpoofingState = { is_spoofing: false, is_demoing: false };
const SPOOFING: SpoofingState = { is_spoofing: true, is_demoing: false };

const trigger = () => screen.getByRole('button', { name: /Account menu for Emma Employee/ });
const signOutLink = () => screen.queryByRole('button', { name: 'Sign out' });
const permissionsSwitch = () => screen.queryByRole('switch', { name: 'Super-admin permissions' });

function renderUserMenu(subject: PermissionSubject = subjectFor('tier_three'), spoofing = NOT_SPOOFING) {
  signInForTests(subject, spoofing);
  return renderChrome(
    <>
      <UserMenu subject={subject} />
      <button type="button">Elsewhere</button>
    </>,
  );
}

async function openMenu(subject?: PermissionSubject, spoofing?: SpoofingState) {
  const rendered = renderUserMenu(subject, spoofing);
  await rendered.user.click(trigger());
  return rendered;
}

describe('UserMenu', () => {
  beforeEach(resetChromeStores);

  it.each([
    [100, '100 pts'],
    [1, '1 pt'],
    [0, '0 pts'],
  ])('shows a giving balance of %i on the trigger as "%s"', (balance, text) => {
    renderUserMenu(subjectFor('tier_three', { giving_balance: balance }));
    expect(trigger()).toHaveTextContent(text);
  });

  it('starts closed', () => {
    renderUserMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(signOutLink()).not.toBeInTheDocument();
  });

  it('opens from its button, with the balance left to give and a way to sign out', async () => {
    await openMenu(subjectFor('tier_three', { giving_balance: 40 }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('40 points left to give')).toBeVisible();
    expect(signOutLink()?.closest('form')).toHaveAttribute('action', '/users/sign_out');
  });

  it('closes with Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(signOutLink()).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(signOutLink()).not.toBeInTheDocument();
  });

  it('stays open on a click inside it, and closes from its button again', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByText('100 points left to give'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['free', 'tier_two', 'tier_three', 'tier_alpha'] as const)(
    'has a Profile link to the person’s own page on %s, where can-access-user-profile holds',
    async (tier) => {
      const subject = subjectFor(tier);
      await openMenu(subject);
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
        'href',
        `/company/users/${subject.user.slug}`,
      );
    },
  );

  it('has no Profile link on Appreciate (tier_one)', async () => {
    await openMenu(subjectFor('tier_one'));
    expect(signOutLink()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it.each(['tier_one', 'tier_three'] as const)(
    'has a Bookmarks link on %s that opens the page and closes',
    async (tier) => {
      const { user } = await openMenu(subjectFor(tier));
      await user.click(screen.getByRole('link', { name: 'Bookmarks' }));
      expect(currentPath()).toBe('/bookmark');
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    },
  );

  describe('the Announcements entry (recognition §2, §6)', () => {
    const entry = () => screen.queryByRole('button', { name: 'Announcements' });

    it('opens the make-announcement modal for someone who administers announcements, and closes', async () => {
      const opened = jest.fn();
      const stop = on('init-make-announcement', opened);
      try {
        const { user } = await openMenu(subjectFor('tier_three', { announcements_admin: true }));
        await user.click(entry()!);
        expect(opened).toHaveBeenCalledTimes(1);
        expect(trigger()).toHaveAttribute('aria-expanded', 'false');
        expect(trigger()).toHaveFocus();
      } finally {
        stop();
      }
    });

    it.each([
      ['an employee, who may see announcements but not make them', subjectFor('tier_three')],
      ['an announcements admin of a tier without announcements', subjectFor('free', { announcements_admin: true })],
    ])('is not shown to %s', async (_who, subject) => {
      await openMenu(subject);
      expect(signOutLink()).toBeInTheDocument();
      expect(entry()).not.toBeInTheDocument();
    });
  });

  describe('the super-admin permissions toggle', () => {
    it.each([
      ['a super-admin', subjectFor('tier_three', { super_admin: true }), NOT_SPOOFING],
      ['anyone while spoofing', subjectFor('tier_three'), SPOOFING],
    ])('is shown to %s', async (_who, subject, spoofing) => {
      await openMenu(subject, spoofing);
      expect(permissionsSwitch()).toBeInTheDocument();
    });

    it.each([
      ['an employee', {}],
      ['a global admin', { global_admin: true }],
      ['someone who only sees the super-admin menu', { show_superadmin_feature: true }],
    ])('is not shown to %s who is not spoofing', async (_who, flags) => {
      await openMenu(subjectFor('tier_three', flags));
      expect(signOutLink()).toBeInTheDocument();
      expect(permissionsSwitch()).not.toBeInTheDocument();
    });

    it.each([
      [true, 'true'],
      [false, 'false'],
    ])('is checked when show_superadmin_feature is %s', async (enabled, checked) => {
      await openMenu(subjectFor('tier_three', { super_admin: true, show_superadmin_feature: enabled }));
      expect(permissionsSwitch()).toHaveAttribute('aria-checked', checked);
    });

    it("shows the super-admin's own setting while spoofing, not the customer's", async () => {
      await openMenu(subjectFor('tier_three'), { ...SPOOFING, superadmin_controls_enabled: true });
      expect(permissionsSwitch()).toHaveAttribute('aria-checked', 'true');
    });
  });
});

describe('UserMenu below the sm breakpoint', () => {
  const labelOf = (item: NavItem) => navigation.nav[item.id];
  const itemAt = (index: number) => {
    const item = NAV_ITEMS.at(index);
    if (!item) throw new Error(`No nav item at ${index}`);
    return item;
  };
  // Recognition spec §2: every item there is but Analytics, whatever a subject may see today.
  const MOBILE_LABELS = NAV_ITEMS.filter((item) => item.id !== 'analytics').map(labelOf);
  const menuNav = () => screen.getByRole('navigation', { name: 'Main' });
  const menuNavLabels = () =>
    within(menuNav())
      .getAllByRole('link')
      .map((link) => link.firstChild?.textContent);

  beforeEach(() => {
    resetChromeStores();
    stubNarrowScreen();
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: { earning_balance: 300 } });
  });
  afterEach(removeLayoutStubs);

  async function openNarrowMenu(items: readonly NavItem[] = NAV_ITEMS, subject = fullNavSubject()) {
    signInForTests(subject, NOT_SPOOFING);
    const rendered = renderChrome(
      <SWRConfig value={{ provider: () => new Map() }}>
        <UserMenu subject={subject} navItems={items} />
      </SWRConfig>,
    );
    await rendered.user.click(trigger());
    return rendered;
  }

  it('carries the mobile nav items, without Analytics, then give recognition, above Profile and sign out', async () => {
    await openNarrowMenu();
    expect(menuNavLabels()).toEqual(MOBILE_LABELS);
    expect(screen.getByRole('button', { name: 'Give recognition' })).toBeVisible();
    expect(signOutLink()).toBeVisible();
  });

  it('shows only the items the subject may see', async () => {
    const some = [itemAt(0), itemAt(-2)];
    await openNarrowMenu(some);
    expect(menuNavLabels()).toEqual(some.map(labelOf));
  });

  it('shows the earning balance beside Rewards as available', async () => {
    await openNarrowMenu();
    const rewards = within(menuNav()).getByRole('link', { name: /Rewards/ });
    expect(await within(rewards).findByText('300 pts available')).toBeVisible();
    expect(v2Client.get).toHaveBeenCalledWith('/users/show');
  });

  it('marks the current page', async () => {
    await openNarrowMenu();
    expect(within(menuNav()).getByRole('link', { name: labelOf(itemAt(0)) })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the page of an item and closes', async () => {
    const { user } = await openNarrowMenu();
    const target = itemAt(1);
    await user.click(within(menuNav()).getByRole('link', { name: labelOf(target) }));
    expect(currentPath()).toBe(target.path);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the give-recognition modal and closes', async () => {
    const opened = jest.fn();
    const stop = on('init-give-recognition', opened);
    try {
      const { user } = await openNarrowMenu();
      await user.click(screen.getByRole('button', { name: 'Give recognition' }));
      expect(opened).toHaveBeenCalledTimes(1);
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      stop();
    }
  });

  it('has no give-recognition button for someone who cannot give', async () => {
    await openNarrowMenu(NAV_ITEMS, subjectFor('tier_three', { can_give: false }));
    expect(screen.queryByRole('button', { name: 'Give recognition' })).not.toBeInTheDocument();
  });

  it('loads nothing and shows no navigation at desktop width', async () => {
    removeLayoutStubs();
    jest.spyOn(v2Client, 'get');
    await openMenu(fullNavSubject());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(v2Client.get).not.toHaveBeenCalled();
  });
});
