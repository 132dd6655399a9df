import { addDays, format } from 'date-fns';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { AdminLayout } from './AdminLayout';
import { SMALL_SCREEN_SETTLE_MS } from './use-small-screen';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminLayout>
              <h1>Page owned by another remote</h1>
            </AdminLayout>
          }
        />
        <Route path="/404" element={<h1>Not found</h1>} />
        <Route path="/mobile-unavailable" element={<h1>Mobile unavailable</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const setScreenWidth = (small: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({
    matches: small,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
};

describe('AdminLayout', () => {
  beforeEach(() => setScreenWidth(false));

  it('frames the page with the entries this admin may see and marks the current one', () => {
    signInForTests(subjectFor('tier_three', { rewards_admin: true }));
    renderAt('/admin/rewards/catalog');
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rewards catalogue', 'Redemptions']);
    expect(within(menu).getByRole('link', { name: 'Rewards catalogue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Page owned by another remote' })).toBeInTheDocument();
  });

  it('marks the entry of a sub-page, and only that entry', () => {
    signInForTests(subjectFor('tier_three', { awards_admin: true }));
    renderAt('/admin/programs/incentives/12/edit');
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Incentives']);
  });

  it('sends small screens to /mobile-unavailable', () => {
    setScreenWidth(true);
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    renderAt('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Mobile unavailable' })).toBeInTheDocument();
  });

  it('leaves the page only when the screen stays small, not for a moment’s narrowing', () => {
    jest.useFakeTimers();
    let small = false;
    const listeners = new Set<() => void>();
    window.matchMedia = jest.fn().mockImplementation(() => ({
      get matches() {
        return small;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (toSmall: boolean) =>
      act(() => {
        small = toSmall;
        listeners.forEach((listener) => listener());
      });
    try {
      signInForTests(subjectFor('tier_three', { global_admin: true }));
      renderAt('/admin/dashboard');
      resize(true);
      act(() => jest.advanceTimersByTime(SMALL_SCREEN_SETTLE_MS - 100));
      resize(false);
      act(() => jest.advanceTimersByTime(SMALL_SCREEN_SETTLE_MS));
      expect(screen.getByRole('heading', { name: 'Page owned by another remote' })).toBeInTheDocument();
      resize(true);
      act(() => jest.advanceTimersByTime(SMALL_SCREEN_SETTLE_MS));
      expect(screen.getByRole('heading', { name: 'Mobile unavailable' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the days left in a trial that a super-admin did not set up', () => {
    const inFiveDays = format(addDays(new Date(), 5), 'yyyy-MM-dd');
    signInForTests(
      subjectFor(
        'tier_one',
        { global_admin: true },
        { status: 'in_trial', trial_end_date: inFiveDays, is_superadmin_initialized: false },
      ),
    );
    renderAt('/admin/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Your trial has 5 days left.');
  });

  it('shows no trial banner to an active company', () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    renderAt('/admin/dashboard');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
