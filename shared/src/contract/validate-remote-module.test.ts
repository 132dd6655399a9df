import { validateRemoteModule, RemoteContractError } from './validate-remote-module';

const Page = () => null;
const goodModule = { id: 'rewards', contractVersion: 2, routes: [{ path: '/rewards', Component: Page }] };

describe('validateRemoteModule', () => {
  it('accepts a module of a supported version, unwrapping a default export', () => {
    expect(validateRemoteModule('rewards', { default: goodModule }, [2])).toBe(goodModule);
    expect(validateRemoteModule('rewards', goodModule, [2])).toBe(goodModule);
  });

  it('refuses a contract version the shell does not support', () => {
    expect(() => validateRemoteModule('rewards', { ...goodModule, contractVersion: 1 }, [2])).toThrow(
      /contract version 1 is not supported/,
    );
  });

  it('refuses a module that names another remote', () => {
    expect(() => validateRemoteModule('admin', goodModule, [2])).toThrow(RemoteContractError);
  });

  it('refuses malformed routes and empty modules', () => {
    expect(() => validateRemoteModule('rewards', { ...goodModule, routes: [{ path: 'rewards' }] }, [2])).toThrow(
      /routes are malformed/,
    );
    expect(() => validateRemoteModule('rewards', { ...goodModule, adminRoutes: [{ path: '/admin/x' }] }, [2])).toThrow(
      /routes are malformed/,
    );
    expect(() => validateRemoteModule('rewards', undefined, [2])).toThrow(/module is empty/);
  });

  it('refuses a widget the directory does not give the remote, or in another slot', () => {
    const give = { id: 'give-recognition', slot: 'modal', openOn: 'init-give-recognition', Component: Page };
    const recognition = { ...goodModule, id: 'recognition', widgets: [give] };
    expect(validateRemoteModule('recognition', recognition, [2])).toBe(recognition);
    expect(() => validateRemoteModule('rewards', { ...goodModule, widgets: [give] }, [2])).toThrow(/widgets/);
    expect(() =>
      validateRemoteModule('recognition', { ...recognition, widgets: [{ ...give, slot: 'top-bar' }] }, [2]),
    ).toThrow(/widgets/);
    expect(() => validateRemoteModule('recognition', { ...recognition, widgets: { give } }, [2])).toThrow(/widgets/);
  });
});
