import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { allRoutes, REMOTE_CONTRACT_VERSION, type RemoteId, type RemoteModule } from '../src/contract/remote-contract';
import { validateRemoteModule } from '../src/contract/validate-remote-module';
import { SERVED_PAGES } from '../src/contract/served-pages';
import { WIDGET_IDS, WIDGETS } from '../src/contract/widget-directory';

/** Each remote's own test: its module passes the shell's contract check and each page renders. */
export function describeRemoteContract(remote: RemoteModule, id: RemoteId, headings: Record<string, string>) {
  describe(`remote ${id}`, () => {
    it('fulfils the remote contract the shell checks', () => {
      expect(validateRemoteModule(id, remote, [REMOTE_CONTRACT_VERSION])).toBe(remote);
    });

    it('serves exactly the pages the contract lists for it, so navigation shows no dead end', () => {
      expect(allRoutes(remote).map((route) => route.path)).toEqual(SERVED_PAGES[id]);
    });

    it('offers every widget the directory says it does', () => {
      const declared = WIDGET_IDS.filter((widget) => WIDGETS[widget].remote === id);
      expect((remote.widgets ?? []).map((widget) => widget.id)).toEqual(declared);
    });

    const directoryPages = Object.entries(headings);
    // A remote whose pages all have their own tests has no directory page left to check here.
    if (directoryPages.length === 0) return;
    it.each(directoryPages)('renders %s with its heading and links to its other pages', (url, heading) => {
      render(
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {allRoutes(remote).map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const directory = screen.getByRole('navigation', { name: 'Pages in this area' });
      expect(directory.querySelector(`a[href="${url}"]`)).toHaveAttribute('aria-current', 'page');
    });
  });
}
