import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../../i18n';

function CurrentPath() {
  return <span data-testid="current-path">{useLocation().pathname}</span>;
}

/**
 * Renders with the remote's English copy, a cache of its own (no answer leaks between tests) and a router
 * at `url`; `path` is the route pattern `ui` is mounted under, for pages that read params.
 */
export function renderWithFeed(ui: ReactElement, { url = '/', path = '/' } = {}) {
  // The virtualizer scrolls the window to where it already is on mount; jsdom has no scrolling.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>
  );
  return { user, ...render(ui, { wrapper: Wrapper }) };
}

export const currentPath = () => screen.getByTestId('current-path').textContent;
