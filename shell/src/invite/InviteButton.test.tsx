import { screen, waitFor, within } from '@testing-library/react';
import { v2Client, type CompanyProfile, type Tier, type UserProfile } from '@laurel/shared';
import { subjectFor } from '@laurel/shared/testing/profiles';
import { InviteButton } from './InviteButton';
import { renderChrome, resetChromeStores, toastMessages } from '../chrome/testing/render-chrome';

const inviteButton = () => screen.getByRole('button', { name: 'Invite' });
const inviteDialog = () => screen.queryByRole('dialog', { name: 'Invite your colleagues' });
const NOT_SET_UP = { is_superadmin_initialized: false };

function renderButton(tier: Tier, user: Partial<UserProfile>, company: Partial<CompanyProfile> = {}) {
  return renderChrome(<InviteButton subject={subjectFor(tier, user, company)} />);
}

describe('InviteButton', () => {
  beforeEach(resetChromeStores);
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['an employee', {}],
    ['a manager', { is_manager: true }],
    ['an award approver', { award_approver: true }],
    ['a people-data admin', { people_data_admin: true }],
  ])('is absent for %s', (_who, user) => {
    renderButton('free', user, NOT_SET_UP);
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it.each<[string, Tier, Partial<UserProfile>, Partial<CompanyProfile>, string]>([
    ['an admin of a free company not set up by a super-admin', 'free', { admin: true }, NOT_SET_UP, 'true'],
    [
      'a global admin of a company in trial not set up by a super-admin',
      'tier_two',
      { global_admin: true },
      { ...NOT_SET_UP, status: 'in_trial' },
      'true',
    ],
    [
      'a global admin of an active paying company',
      'tier_two',
      { global_admin: true },
      { ...NOT_SET_UP, status: 'active' },
      'false',
    ],
    [
      'an admin of a free company set up by a super-admin',
      'free',
      { admin: true },
      { is_superadmin_initialized: true },
      'false',
    ],
    [
      'an admin of a company in trial set up by a super-admin',
      'tier_three',
      { admin: true },
      { status: 'in_trial', is_superadmin_initialized: true },
      'false',
    ],
  ])('for %s, is the call-to-action: %s', (_who, tier, user, company, callToAction) => {
    renderButton(tier, user, company);
    expect(inviteButton()).toHaveAttribute('data-call-to-action', callToAction);
  });

  it('opens the invite dialog, and Escape closes it', async () => {
    const { user } = renderButton('tier_three', { global_admin: true });
    expect(inviteDialog()).not.toBeInTheDocument();
    await user.click(inviteButton());
    expect(await screen.findByRole('dialog', { name: 'Invite your colleagues' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(inviteDialog()).not.toBeInTheDocument());
  });

  it('closes the dialog and toasts how many were invited once sent', async () => {
    const post = jest
      .spyOn(v2Client, 'post')
      .mockResolvedValue({ invited: ['ana@example.com', 'bo@example.com'], already_members: 0 });
    const { user } = renderButton('free', { admin: true }, NOT_SET_UP);
    await user.click(inviteButton());
    const dialog = await screen.findByRole('dialog', { name: 'Invite your colleagues' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email addresses' }), 'ana@example.com bo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    await waitFor(() => expect(inviteDialog()).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith('/invitations', { emails: ['ana@example.com', 'bo@example.com'] });
    expect(toastMessages()).toEqual([{ message: '2 invitations sent', status: 'success' }]);
  });
});
