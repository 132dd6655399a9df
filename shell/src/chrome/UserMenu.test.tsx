import { screen } from '@testing-library/react';
import type { PermissionSubject, SpoofingState } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { UserMenu } from './UserMenu';
import { renderChrome, resetChromeStores } from './testing/render-chrome';

const NOT_SPOOFING: SpoofingState = { is_spoofing: false, is_demoing: false };
const SPOOFING: SpoofingState = { is_spoofing: true, is_demoing: false };

const trigger = () => screen.getByRole('button', { name: /Account menu for Emma Employee/ });
const signOutLink = () => screen.queryByRole('link', { name: 'Sign out' });
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
    expect(signOutLink()).toHaveAttribute('href', '/users/sign_out');
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
    'links to the profile on %s, where can-access-user-profile holds',
    async (tier) => {
      await openMenu(subjectFor(tier));
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/company/users/emma-employee-1');
    },
  );

  it('has no Profile link on Appreciate (tier_one)', async () => {
    await openMenu(subjectFor('tier_one'));
    expect(signOutLink()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
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
