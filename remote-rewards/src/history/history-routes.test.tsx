import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { allRoutes } from '@laurel/shared';
import remote from '../remote';

/** Which of the remote's route patterns the router picks for an address (the pattern stands in for the page). */
function routeChosenFor(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {allRoutes(remote).map(({ path }) => (
          <Route key={path} path={path} element={<p data-testid="route">{path}</p>} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('route').textContent;
}

describe('the history’s addresses among the rewards routes', () => {
  it.each([
    ['/rewards/history', '/rewards/history'],
    ['/rewards/history?page=2&sort_by=price_in_points', '/rewards/history'],
    ['/rewards/history/12', '/rewards/history/:id'],
    ['/rewards/history/12/receipt', '/rewards/history/:id/receipt'],
    ['/rewards/1000004', '/rewards/:id'],
  ])('%s is served by %s, never caught by /rewards/:id', (url, pattern) => {
    expect(routeChosenFor(url)).toBe(pattern);
  });
});
