import { act } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '../theme/theme-preference';
import { signInForTests, subjectFor } from '../../testing/profiles';

const theme = () => document.documentElement.getAttribute('data-theme');

it('applies the remembered theme when a remote runs alone, then the person’s own', async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  await import('./DevHarness');
  expect(theme()).toBe('light');
  const subject = subjectFor('tier_three');
  act(() => signInForTests({ ...subject, user: { ...subject.user, theme_preference: 'dark' } }));
  expect(theme()).toBe('dark');
});
