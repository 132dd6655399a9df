import '../users/users-copy';
import { ImportedUsers } from '../users/imports/ImportedUsers';

export function ImportedUsersPage() {
  return <ImportedUsers />;
}
