import { screen } from '@testing-library/react';
import type { CompanyProfile } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { UserMenu } from './UserMenu';
import { renderChrome, resetChromeStores } from './testing/render-chrome';

const STARS = { format: 'points' as const, names: { singular: 'star', plural: 'stars' } };

function renderMenu(balance: number, budget: CompanyProfile['budget'] = STARS) {
  const subject = subjectFor('tier_three', { giving_balance: balance }, { budget });
  signInForTests(subject);
  return renderChrome(<UserMenu subject={subject} />);
}

const trigger = () => screen.getByRole('button', { name: /Account menu for Emma Employee/ });

describe('UserMenu: the giving balance in the company’s budget names', () => {
  beforeEach(resetChromeStores);

  it.each([
    [40, '40 stars', '40 stars left to give'],
    [1, '1 star', '1 star left to give'],
  ])('names a balance of %i as the company does', async (balance, onTrigger, inPanel) => {
    const { user } = renderMenu(balance);
    expect(trigger()).toHaveTextContent(onTrigger);
    await user.click(trigger());
    expect(screen.getByText(inPanel)).toBeVisible();
  });

  it('keeps the short points while the company says points', async () => {
    const { user } = renderMenu(40, { format: 'points', names: { singular: 'point', plural: 'points' } });
    expect(trigger()).toHaveTextContent('40 pts');
    await user.click(trigger());
    expect(screen.getByText('40 points left to give')).toBeVisible();
  });
});

describe('UserMenu: the giving balance as money', () => {
  beforeEach(resetChromeStores);

  it('shows the balance in the budget’s currency at its rate when the company’s format is currency', async () => {
    const { user } = renderMenu(40, { ...STARS, format: 'currency', currency: { code: 'EUR', rate: 4 } });
    expect(trigger()).toHaveTextContent('€10.00');
    expect(trigger()).not.toHaveTextContent('stars');
    await user.click(trigger());
    expect(screen.getByText('€10.00 left to give')).toBeVisible();
  });

  it('keeps points when the format is currency but the session carries no currency', () => {
    renderMenu(40, { ...STARS, format: 'currency' });
    expect(trigger()).toHaveTextContent('40 stars');
  });
});
