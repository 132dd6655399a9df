import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '../i18n';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <span data-testid="current-address">{`${pathname}${search}`}</span>;
}

/** Renders with the remote's English copy, a cache of its own and a router at `url` with `ui` at `path`. */
export function renderPage(ui: ReactElement, { url = '/incentives', path = '/incentives' } = {}) {
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

export const currentAddress = () => screen.getByTestId('current-address').textContent;
