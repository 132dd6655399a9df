import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

describeRemoteContract(remote, 'programs', {
  '/incentives': 'Incentives',
  '/incentives/1': 'Incentive 1',
  '/share/nominations/1': 'Nomination 1',
  '/admin/programs/incentives': 'Manage incentives',
  '/admin/programs/settings': 'Program settings',
});
