import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { ADMIN_MENU } from './admin-menu';

describe('AdminLayout', () => {
  it('frames the page with the admin menu and marks the current entry', () => {
    render(
      <MemoryRouter initialEntries={['/admin/rewards/catalog']}>
        <AdminLayout>
          <h1>Page owned by another remote</h1>
        </AdminLayout>
      </MemoryRouter>,
    );
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    const entryCount = ADMIN_MENU.flatMap((section) => section.entries).length;
    expect(within(menu).getAllByRole('link')).toHaveLength(entryCount);
    expect(within(menu).getByRole('link', { name: 'Rewards catalogue' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Page owned by another remote' })).toBeInTheDocument();
  });
});
