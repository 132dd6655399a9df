import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { on, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { currentPath, renderChrome, resetChromeStores } from '../testing/render-chrome';
import { removeLayoutStubs, stubNarrowScreen } from '../testing/stub-layout';
import { MobileActionBarSlot } from './MobileActionBarSlot';

const bar = () => screen.findByRole('navigation', { name: 'Quick actions' });

function renderBar(url = '/', subject = subjectFor('tier_three')) {
  signInForTests(subject);
  return renderChrome(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MobileActionBarSlot />
    </SWRConfig>,
    { url },
  );
}

const answerOpenPeriods = (count: number) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async () => ({ records: Array.from({ length: count }, (_, id) => ({ id })) })) as never);

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
    // The first test of this file to reach for Create: until then the menu's code has not loaded.
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).not.toHaveAttribute('data-state');
    await user.click(create);
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

  it('offers nominate while a nomination period is open to the reader, opening the nominate modal', async () => {
    stubNarrowScreen();
    const get = answerOpenPeriods(1);
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const nominate = await screen.findByRole('menuitem', { name: 'Nominate' });
    expect(get).toHaveBeenCalledWith('/nomination_periods', { params: { status: 'open' } });
    const opened = jest.fn();
    const off = on('open-nomination', opened);
    await user.click(nominate);
    off();
    expect(opened.mock.calls).toEqual([[undefined]]);
    get.mockRestore();
  });

  it('hides nominate when no nomination period is open to the reader', async () => {
    stubNarrowScreen();
    const get = answerOpenPeriods(0);
    const { user } = renderBar();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).not.toContain('Nominate');
    get.mockRestore();
  });

  it('has no add menu for someone with nothing to add', async () => {
    stubNarrowScreen();
    renderBar('/', subjectFor('tier_three', { can_give: false }));
    await bar();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
