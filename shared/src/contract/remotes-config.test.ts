import { remotesConfigSchema } from './remotes-config';

const entry = (id: string, url = `http://localhost:3004/mf-manifest.json`) => ({
  id,
  name: `laurel_${id}`,
  entry: url,
});

describe('remotesConfigSchema', () => {
  it('accepts a list of known remotes with URLs', () => {
    expect(remotesConfigSchema.safeParse({ remotes: [entry('rewards'), entry('admin')] }).success).toBe(true);
  });

  it.each([
    ['an unknown remote id', { remotes: [entry('payroll')] }],
    ['an entry that is not a URL', { remotes: [entry('rewards', 'not a url')] }],
    ['the same remote twice', { remotes: [entry('rewards'), entry('rewards')] }],
    ['no remotes list', {}],
  ])('refuses %s', (_case, config) => {
    expect(remotesConfigSchema.safeParse(config).success).toBe(false);
  });
});
