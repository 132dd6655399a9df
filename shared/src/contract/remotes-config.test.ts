import { parseRemotesConfig } from './remotes-config';

const entry = (id: string, url = `http://localhost:3004/mf-manifest.json`) => ({
  id,
  name: `laurel_${id}`,
  entry: url,
});

describe('parseRemotesConfig', () => {
  it('accepts a list of known remotes with URLs, keeping only the fields it knows', () => {
    const parsed = parseRemotesConfig({ remotes: [{ ...entry('rewards'), extra: 1 }, entry('admin')] });
    expect(parsed).toEqual({ success: true, data: { remotes: [entry('rewards'), entry('admin')] } });
  });

  it.each([
    ['an unknown remote id', { remotes: [entry('payroll')] }],
    ['an entry that is not a URL', { remotes: [entry('rewards', 'not a url')] }],
    ['an entry that is not http(s)', { remotes: [entry('rewards', 'javascript:alert(1)')] }],
    ['a relative entry', { remotes: [entry('rewards', '/rewards/mf-manifest.json')] }],
    ['an empty name', { remotes: [{ ...entry('rewards'), name: '' }] }],
    ['a remote that is not an object', { remotes: ['rewards'] }],
    ['the same remote twice', { remotes: [entry('rewards'), entry('rewards')] }],
    ['no remotes list', {}],
    ['no object at all', null],
  ])('refuses %s', (_case, config) => {
    expect(parseRemotesConfig(config).success).toBe(false);
  });
});
