import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

describeRemoteContract(remote, 'admin', {
  '/super_admin': 'Super admin',
  '/tech_ops': 'Tech ops',
});
