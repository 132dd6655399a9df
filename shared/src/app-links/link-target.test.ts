import type { Environment } from '../config/environment';
import { isLegacyPath, isNewAppPath, linkTarget } from './link-target';

describe('linkTarget', () => {
  const newAppPage = '/rewards/:id';
  const legacyPage = '/company/billing_activity';

  test.each<[Environment, 'client' | 'document']>([
    ['production', 'client'],
    ['staging', 'client'],
    ['development', 'document'],
  ])('a new-application page in %s navigates %s-side', (env, navigation) => {
    expect(linkTarget(newAppPage, env, { params: { id: 5 } })).toEqual({ href: '/rewards/5', navigation });
  });

  test('before the host is known a page loads in full', () => {
    expect(linkTarget('/rewards', undefined).navigation).toBe('document');
  });

  test.each<Environment>(['production', 'staging', 'development'])('a legacy page loads in full in %s', (env) => {
    expect(linkTarget(legacyPage, env)).toEqual({ href: legacyPage, navigation: 'document' });
  });

  test('a legacy path the new application serves now is a new-application page', () => {
    expect(isLegacyPath('/company/users/ada')).toBe(true);
    expect(isNewAppPath('/company/users/ada')).toBe(true);
    expect(linkTarget('/company/users/:id', 'production', { params: { id: 'ada' } }).navigation).toBe('client');
  });

  test('placeholders and query values make the address', () => {
    expect(
      linkTarget('/team/:id/meet', 'production', { params: { id: 9 }, query: { from: 'hub', empty: null } }),
    ).toEqual({ href: '/team/9/meet?from=hub', navigation: 'document' });
    expect(linkTarget('/rewards', 'staging', { query: { category: 'gift cards' } })).toEqual({
      href: '/rewards?category=gift+cards',
      navigation: 'client',
    });
  });

  test('a page neither application lists loads in full', () => {
    expect(isLegacyPath('/nowhere')).toBe(false);
    expect(linkTarget('/nowhere', 'production').navigation).toBe('document');
  });
});
