import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { subjectFor } from '@laurel/shared/testing/profiles';
import { InviteOnArrival } from './InviteOnArrival';
import { InviteButton } from './InviteButton';
import { INVITE_OPEN_DELAY_MS } from './invite-store';
import { currentPath, renderChrome, resetChromeStores } from '../chrome/testing/render-chrome';

const inviteDialog = () => screen.queryByRole('dialog', { name: 'Invite your colleagues' });

function renderAtInvite() {
  return renderChrome(
    <>
      <InviteButton subject={subjectFor('tier_three', { global_admin: true })} />
      <Link to="/rewards">Rewards</Link>
      <Routes>
        <Route path="/" element={<h1>Feed</h1>} />
        <Route path="/rewards" element={<h1>Rewards</h1>} />
        <Route
          path="/invite"
          element={
            <>
              <h1>Feed</h1>
              <InviteOnArrival />
            </>
          }
        />
      </Routes>
    </>,
    { url: '/invite', fakeTimers: true },
  );
}

describe('InviteOnArrival', () => {
  beforeEach(() => {
    resetChromeStores();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('waits 1.5 s on /invite, then opens the invite dialog and goes to /', async () => {
    expect(INVITE_OPEN_DELAY_MS).toBe(1500);
    renderAtInvite();
    await act(async () => {
      jest.advanceTimersByTime(1499);
    });
    expect(inviteDialog()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/invite');

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('dialog', { name: 'Invite your colleagues' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feed', hidden: true })).toBeInTheDocument();
  });

  it('does nothing when the person leaves /invite before the delay is up', async () => {
    const { user } = renderAtInvite();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await user.click(screen.getByRole('link', { name: 'Rewards' }));
    await act(async () => {
      jest.advanceTimersByTime(INVITE_OPEN_DELAY_MS);
    });
    expect(currentPath()).toBe('/rewards');
    expect(inviteDialog()).not.toBeInTheDocument();
  });
});
