import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../participation-copy';
import { i18n } from '../../i18n';
import { ParticipationTabs } from './ParticipationTabs';

// Two pages of their own, as the routes are: activating a tab replaces every element, the tabs too.
const GivingPage = () => (
  <main>
    <ParticipationTabs />
    <button type="button">A giving filter</button>
  </main>
);
const ComparePage = () => (
  <section>
    <ParticipationTabs />
    <button type="button">A compare filter</button>
  </section>
);

function renderTabs() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/admin/reports/participation/giving-and-receiving?start_date=2026-10-01']}>
        <Routes>
          <Route path="/admin/reports/participation/giving-and-receiving" element={<GivingPage />} />
          <Route path="/admin/reports/participation/compare" element={<ComparePage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ParticipationTabs', () => {
  it('gives the focus to the activated tab on the page it opens, so Tab goes on from there', async () => {
    const user = userEvent.setup();
    renderTabs();
    screen.getByRole('link', { name: 'Compare' }).focus();
    await user.keyboard('{Enter}');

    const compare = await screen.findByRole('link', { name: 'Compare', current: 'page' });
    expect(screen.getByRole('button', { name: 'A compare filter' })).toBeInTheDocument();
    expect(compare).toHaveFocus();
    expect(compare).toHaveAttribute('href', '/admin/reports/participation/compare?start_date=2026-10-01');
    await user.tab();
    expect(screen.getByRole('button', { name: 'A compare filter' })).toHaveFocus();
  });

  it('takes no focus when the page opens another way', () => {
    renderTabs();
    expect(screen.getByRole('link', { name: 'Giving and receiving', current: 'page' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
