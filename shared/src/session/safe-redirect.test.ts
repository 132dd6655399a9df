import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/rewards/12?tab=history#top', '/rewards/12?tab=history#top'],
    ['/admin/../rewards', '/rewards'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '',
    'rewards',
    undefined,
    ['/'],
  ])('refuses %p', (candidate) => {
    expect(safeRedirectPath(candidate)).toBeNull();
  });
});
