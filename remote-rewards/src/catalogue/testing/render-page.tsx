import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { HttpError, rewardsCatalogClient, v2Client, type RequestOptions } from '@laurel/shared';
import { i18n } from '../../i18n';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <span data-testid="current-address">{`${pathname}${search}`}</span>;
}

/** Renders with the remote's English copy, a cache of its own and a router at `url` with `ui` at `path`. */
export function renderPage(ui: ReactElement, { url = '/rewards', path = '/rewards' } = {}) {
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

type Answer = (path: string, options?: RequestOptions) => unknown;

/** Answers the rewards service's reads from `answer` (which may throw an HttpError); returns the spy. */
export const answerCatalog = (answer: Answer) =>
  jest
    .spyOn(rewardsCatalogClient, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerV2Gets = (answer: Answer) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerV2Posts = (answer: (path: string, body: unknown, options?: RequestOptions) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body: unknown, options?: RequestOptions) =>
      answer(path, body, options)) as never);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });

/** The viewer's budget as `GET /users/show` answers it. */
export const budget = (earning: number, giving = 100) => ({
  result: {
    id: 1,
    giving_balance: giving,
    flash_points_balance: 0,
    earning_balance: earning,
    monthly_allowance: 100,
    can_give_non_zero: true,
  },
});
