// The contract facts of the source a release is built from, read from @laurel/shared's React-free
// contract in a child Node with tsx (the remotes' own modules need a browser and a bundler to load).
// A remote's `contractVersion` literal is typed as the contract's, so the typecheck keeps them equal.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

const READ_FACTS = `
const load = async (file) => { const module = await import(file); return module.default ?? module; };
const remote = await load(${JSON.stringify(path.join(REPO_ROOT, 'shared/src/contract/remote-contract.ts'))});
const contract = await load(${JSON.stringify(path.join(REPO_ROOT, 'shared/src/entries/contract.ts'))});
const app = process.argv[1];
console.log(JSON.stringify({
  contractVersion: remote.REMOTE_CONTRACT_VERSION,
  supportedContractVersions: remote.SUPPORTED_CONTRACT_VERSIONS,
  routes: contract.SERVED_PAGES[app] ?? [],
  widgets: Object.entries(contract.WIDGETS).filter(([, widget]) => widget.remote === app).map(([id]) => id),
}));
`;

/** `{ contractVersion, supportedContractVersions, routes, widgets }` of `app` as the working tree declares them. */
export function contractFacts(app) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', READ_FACTS, app], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}
