import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Environment } from '../config/environment';
import { AppLink } from './AppLink';
import { hostEnvironment, pageLoad } from './follow-link';

const onHost = (env: Environment) => jest.spyOn(hostEnvironment, 'current').mockReturnValue(env);

function renderLink(ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={ui} />
        <Route path="/rewards/:id" element={<h1>Reward page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('writes the address from placeholders and query values', () => {
  renderLink(
    <AppLink to="/company/users/:id" params={{ id: 'ada' }} query={{ tab: 'given' }}>
      Ada
    </AppLink>,
  );
  expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/company/users/ada?tab=given');
});

test('on the production host a new-application page opens client-side', async () => {
  onHost('production');
  renderLink(
    <AppLink to="/rewards/:id" params={{ id: 4 }}>
      Gift card
    </AppLink>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Gift card' }));
  expect(screen.getByRole('heading', { name: 'Reward page' })).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
});

test('outside production and staging the same link loads the page in full', async () => {
  onHost('development');
  renderLink(
    <AppLink to="/rewards/:id" params={{ id: 4 }}>
      Gift card
    </AppLink>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Gift card' }));
  expect(assign).toHaveBeenCalledWith('/rewards/4');
  expect(screen.queryByRole('heading', { name: 'Reward page' })).not.toBeInTheDocument();
});

test('a legacy page loads in full, by keyboard too', async () => {
  onHost('staging');
  renderLink(<AppLink to="/company/billing">Billing</AppLink>);
  screen.getByRole('link', { name: 'Billing' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(assign).toHaveBeenCalledWith('/company/billing');
});

test('a click that opens a new tab is left to the browser', async () => {
  onHost('production');
  const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
  renderLink(
    <>
      <AppLink to="/company/billing" target="_blank">
        New tab
      </AppLink>
      <AppLink to="/company/billing" onClick={onClick}>
        Handled
      </AppLink>
    </>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'New tab' }));
  await userEvent.click(screen.getByRole('link', { name: 'Handled' }));
  expect(onClick).toHaveBeenCalled();
  expect(assign).not.toHaveBeenCalled();
});

test('before the host is known every link loads in full', async () => {
  renderLink(
    <AppLink to="/rewards/:id" params={{ id: 4 }}>
      Gift card
    </AppLink>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Gift card' }));
  expect(assign).toHaveBeenCalledWith('/rewards/4');
});
