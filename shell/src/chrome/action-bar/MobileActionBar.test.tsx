import { screen } from '@testing-library/react';
import { on } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { currentPath, renderChrome, resetChromeStores } from '../testing/render-chrome';
import { removeLayoutStubs, stubNarrowScreen } from '../testing/stub-layout';
import { MobileActionBarSlot } from './MobileActionBarSlot';

const bar = () => screen.findByRole('navigation', { name: 'Quick actions' });

function renderBar(url = '/', subject = subjectFor('tier_three')) {
  signInForTests(subject);
  return renderChrome(<MobileActionBarSlot />, { url });
}

describe('MobileActionBar', () => {
  beforeEach(resetChromeStores);
  afterEach(removeLayoutStubs);

  it('shows nothing on a wide screen', () => {
    renderBar();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows nothing on a phone away from home', async () => {
    stubNarrowScreen();
    renderBar('/rewards');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the global search from its search button', async () => {
    stubNarrowScreen();
    const { user } = renderBar();
    const opened = jest.fn();
    const off = on('open-global-search', opened);
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    off();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('takes the cart to the rewards catalogue', async () => {
    stubNarrowScreen();
    const { user } = renderBar();
    await bar();
    await user.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(currentPath()).toBe('/rewards');
  });

  it('lists the permitted actions in the add menu and opens the chosen one', async () => {
    stubNarrowScreen();
    const { user } = renderBar('/', subjectFor('tier_three', { announcements_admin: true }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Make an announcement',
      'Write recognition',
      'Record recognition',
    ]);
    const opened = jest.fn();
    const off = on('init-give-recognition', opened);
    await user.click(screen.getByRole('menuitem', { name: 'Write recognition' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Record recognition' }));
    off();
    expect(opened.mock.calls).toEqual([[undefined], [{ record: true }]]);
  });

  it('has no add menu for someone with nothing to add', async () => {
    stubNarrowScreen();
    renderBar('/', subjectFor('tier_three', { can_give: false }));
    await bar();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
