import { render, renderHook, screen } from '@testing-library/react';
import { useFeatureFlags } from './use-profile';
import { companyProfile, userProfile } from '../../testing/profiles';
import { canAccessAdminShell } from '../permissions';
import { Authorization } from './Authorization';
import { resetProfileStore, useProfileStore } from './profile-store';

const signIn = (user = userProfile(), company = companyProfile()) =>
  useProfileStore.setState({
    user: { status: 'fetched', data: user, error: null },
    company: { status: 'fetched', data: company, error: null },
  });

describe('<Authorization>', () => {
  beforeEach(resetProfileStore);

  it('shows the fallback until the profile has loaded', () => {
    render(
      <Authorization permission="can-access-incentives" fallback={<p>nope</p>}>
        <p>Incentives</p>
      </Authorization>,
    );
    expect(screen.getByText('nope')).toBeInTheDocument();
  });

  it('shows its children when every permission holds', () => {
    signIn();
    render(
      <Authorization permission={['can-access-incentives', 'can-access-analytics']}>
        <p>Incentives</p>
      </Authorization>,
    );
    expect(screen.getByText('Incentives')).toBeInTheDocument();
  });

  it('hides its children when a permission or the policy fails', () => {
    signIn(userProfile(), companyProfile({ product_tier: 'free' }));
    render(
      <>
        <Authorization permission="can-access-incentives">
          <p>Incentives</p>
        </Authorization>
        <Authorization policy={({ user }) => canAccessAdminShell(user)}>
          <p>Admin</p>
        </Authorization>
      </>,
    );
    expect(screen.queryByText('Incentives')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });
});

describe('useFeatureFlags', () => {
  it('returns the same object while no flags have loaded, so selectors stay stable', () => {
    resetProfileStore();
    const { result, rerender } = renderHook(() => useFeatureFlags());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toEqual({});
  });
});
