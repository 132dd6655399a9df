import { userChangeRefusal, type UserChangeActor } from './user-account-changes';

const globalAdmin: UserChangeActor = { id: 1, global_admin: true, finance_admin: false, people_data_admin: false };
const person = { id: 2 };

describe('userChangeRefusal', () => {
  it('lets a global admin change department, manager, status and most roles of someone else', () => {
    for (const field of ['department', 'manager_id', 'status', 'admin', 'global_admin', 'rewards_admin'] as const)
      expect(userChangeRefusal(globalAdmin, person, field)).toBeNull();
  });

  it('refuses anyone who is not a global admin', () => {
    expect(userChangeRefusal({ ...globalAdmin, global_admin: false }, person, 'department')).toBe(
      'user_change_not_global_admin',
    );
  });

  it('keeps an admin from demoting or deactivating themselves, not from changing their department', () => {
    expect(userChangeRefusal(globalAdmin, { id: 1 }, 'global_admin')).toBe('user_change_own_account');
    expect(userChangeRefusal(globalAdmin, { id: 1 }, 'status')).toBe('user_change_own_account');
    expect(userChangeRefusal(globalAdmin, { id: 1 }, 'department')).toBeNull();
  });

  it('lets only a finance admin hand out finance admin, and a people data admin people data admin', () => {
    expect(userChangeRefusal(globalAdmin, person, 'finance_admin')).toBe('user_change_finance_only');
    expect(userChangeRefusal({ ...globalAdmin, finance_admin: true }, person, 'finance_admin')).toBeNull();
    expect(userChangeRefusal(globalAdmin, person, 'people_data_admin')).toBe('user_change_people_data_only');
    expect(userChangeRefusal({ ...globalAdmin, people_data_admin: true }, person, 'people_data_admin')).toBeNull();
  });
});
