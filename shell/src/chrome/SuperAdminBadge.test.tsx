import { act, fireEvent, screen } from '@testing-library/react';
import type { Tier, UserProfile } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { SuperAdminBadge } from './SuperAdminBadge';
import { renderChrome, resetChromeStores } from './testing/render-chrome';

const badge = () => screen.queryByRole('status');

function renderBadge(tier: Tier = 'tier_three', flags: Partial<UserProfile> = { super_admin: true }) {
  signInForTests(subjectFor(tier, flags, { name: 'Northwind Collective' }));
  return renderChrome(<SuperAdminBadge />);
}

describe('SuperAdminBadge', () => {
  beforeEach(resetChromeStores);

  it('stays out of sight until Ctrl is held, and goes when it is released', async () => {
    const { user } = renderBadge();
    expect(badge()).not.toBeInTheDocument();
    await user.keyboard('{Control>}');
    expect(badge()).toHaveTextContent('Northwind Collective · Achieve');
    await user.keyboard('{/Control}');
    expect(badge()).not.toBeInTheDocument();
  });

  it('stays while Ctrl is held with another key, and goes on a key pressed without it', async () => {
    const { user } = renderBadge();
    await user.keyboard('{Control>}k');
    expect(badge()).toBeInTheDocument();
    await user.keyboard('{/Control}');
    await user.keyboard('{Shift>}');
    expect(badge()).not.toBeInTheDocument();
  });

  it("shows while spoofing, though the profile is the customer's", async () => {
    signInForTests(subjectFor('tier_one', {}, { name: 'Appreciate Trial Co' }), {
      is_spoofing: true,
      is_demoing: false,
    });
    const { user } = renderChrome(<SuperAdminBadge />);
    await user.keyboard('{Control>}');
    expect(badge()).toHaveTextContent('Appreciate Trial Co · Appreciate');
  });

  it('goes when the window loses focus with Ctrl still down', async () => {
    const { user } = renderBadge();
    await user.keyboard('{Control>}');
    expect(badge()).toBeInTheDocument();
    act(() => {
      fireEvent.blur(window);
    });
    expect(badge()).not.toBeInTheDocument();
  });

  it.each([
    ['an employee', {}],
    ['a global admin', { global_admin: true }],
    ['someone who only sees the super-admin menu', { show_superadmin_feature: true }],
  ])('never shows for %s', async (_who, flags) => {
    const { user } = renderBadge('tier_three', flags);
    await user.keyboard('{Control>}');
    expect(badge()).not.toBeInTheDocument();
  });

  it.each<[Tier, string]>([
    ['free', 'Free'],
    ['tier_one', 'Appreciate'],
    ['tier_two', 'Connect'],
    ['tier_three', 'Achieve'],
    ['tier_alpha', 'Engage'],
  ])('is titled and coloured by the %s tier (%s)', async (tier, marketingName) => {
    const { user } = renderBadge(tier);
    await user.keyboard('{Control>}');
    expect(badge()).toHaveTextContent(`Northwind Collective · ${marketingName}`);
    expect(badge()).toHaveAttribute('data-tier', tier);
    expect(badge()).toHaveAttribute('title', `This company is on the ${marketingName} tier`);
  });
});
