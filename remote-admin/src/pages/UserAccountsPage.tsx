import '../users/users-copy';
import { UserAccounts } from '../users/accounts/UserAccounts';

export function UserAccountsPage() {
  return <UserAccounts />;
}
