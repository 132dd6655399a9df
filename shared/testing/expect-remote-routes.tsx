import { allRoutes, REMOTE_CONTRACT_VERSION, type RemoteId, type RemoteModule } from '../src/contract/remote-contract';
import { validateRemoteModule } from '../src/contract/validate-remote-module';
import { SERVED_PAGES } from '../src/contract/served-pages';
import { WIDGET_IDS, WIDGETS } from '../src/contract/widget-directory';

/** Each remote's own test: its module passes the shell's contract check and serves its listed pages and widgets. */
export function describeRemoteContract(remote: RemoteModule, id: RemoteId) {
  describe(`remote ${id}`, () => {
    it('fulfils the remote contract the shell checks', () => {
      expect(validateRemoteModule(id, remote, [REMOTE_CONTRACT_VERSION])).toBe(remote);
    });

    it('serves exactly the pages the contract lists for it, so navigation shows no dead end', () => {
      // The same pages, in any order: the router ranks routes by how specific they are, not by their place.
      const sorted = (paths: readonly string[]) => [...paths].sort();
      expect(sorted(allRoutes(remote).map((route) => route.path))).toEqual(sorted(SERVED_PAGES[id]));
    });

    it('offers every widget the directory says it does', () => {
      const declared = WIDGET_IDS.filter((widget) => WIDGETS[widget].remote === id);
      expect((remote.widgets ?? []).map((widget) => widget.id)).toEqual(declared);
    });
  });
}
