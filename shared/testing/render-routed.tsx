import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { SWRConfig } from 'swr';

export interface RoutedAt {
  /** The address the router starts at. */
  url: string;
  /** The route pattern `ui` is mounted under, for pages that read params. */
  path: string;
}

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <span data-testid="current-address">{`${pathname}${search}`}</span>;
}

/** Renders with an app's English copy, a cache of its own (no answer leaks between tests) and a router at `url`. */
export function renderRouted(i18n: I18n, ui: ReactElement, { url, path }: RoutedAt) {
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentAddress />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>
  );
  return { user, ...render(ui, { wrapper: Wrapper }) };
}

/** Where the router is now, path and query. */
export const currentAddress = () => screen.getByTestId('current-address').textContent;
