import { validateRemoteModule, RemoteContractError } from './validate-remote-module';

const Page = () => null;
const goodModule = { id: 'rewards', contractVersion: 1, routes: [{ path: '/rewards', Component: Page }] };

describe('validateRemoteModule', () => {
  it('accepts a module of a supported version, unwrapping a default export', () => {
    expect(validateRemoteModule('rewards', { default: goodModule }, [1])).toBe(goodModule);
    expect(validateRemoteModule('rewards', goodModule, [1])).toBe(goodModule);
  });

  it('refuses a contract version the shell does not support', () => {
    expect(() => validateRemoteModule('rewards', { ...goodModule, contractVersion: 2 }, [1])).toThrow(
      /contract version 2 is not supported/,
    );
  });

  it('refuses a module that names another remote', () => {
    expect(() => validateRemoteModule('admin', goodModule, [1])).toThrow(RemoteContractError);
  });

  it('refuses malformed routes and empty modules', () => {
    expect(() => validateRemoteModule('rewards', { ...goodModule, routes: [{ path: 'rewards' }] }, [1])).toThrow(
      /routes are malformed/,
    );
    expect(() => validateRemoteModule('rewards', { ...goodModule, adminRoutes: [{ path: '/admin/x' }] }, [1])).toThrow(
      /routes are malformed/,
    );
    expect(() => validateRemoteModule('rewards', undefined, [1])).toThrow(/module is empty/);
  });
});
