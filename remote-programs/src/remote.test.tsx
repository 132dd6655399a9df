import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

describeRemoteContract(remote, 'programs', {
  '/share/nominations/1': 'Nomination 1',
  '/admin/programs/settings': 'Program settings',
});
