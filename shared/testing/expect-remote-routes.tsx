import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { allRoutes, REMOTE_CONTRACT_VERSION, type RemoteId, type RemoteModule } from '../src/contract/remote-contract';
import { validateRemoteModule } from '../src/contract/validate-remote-module';

/** Each remote's own test: its module passes the shell's contract check and each page renders. */
export function describeRemoteContract(remote: RemoteModule, id: RemoteId, headings: Record<string, string>) {
  describe(`remote ${id}`, () => {
    it('fulfils the remote contract the shell checks', () => {
      expect(validateRemoteModule(id, remote, [REMOTE_CONTRACT_VERSION])).toBe(remote);
    });

    it.each(Object.entries(headings))('renders %s with its heading and links to its other pages', (url, heading) => {
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
