import { audienceParts, joinerOf } from './audience-summary';

describe('audienceParts', () => {
  it('names each value from the groups, and keeps a value no group names as it is', () => {
    const options = [{ type: 'department' as const, key: 'd-7', name: 'Sales' }];
    expect(
      audienceParts(
        [
          { attr: 'department', value: 'd-7' },
          { attr: 'email', value: 'ann@example.com' },
          { attr: 'team', value: 'd-7' },
        ],
        options,
      ),
    ).toEqual([
      { attr: 'department', name: 'Sales' },
      { attr: 'email', name: 'ann@example.com' },
      { attr: 'team', name: 'd-7' },
    ]);
  });

  it('joins with and unless any condition will do', () => {
    expect(joinerOf('and')).toBe('and');
    expect(joinerOf('or')).toBe('or');
  });
});
