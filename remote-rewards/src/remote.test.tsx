import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

describeRemoteContract(remote, 'rewards', {
  '/rewards': 'Rewards',
  '/rewards/1': 'Reward 1',
  '/admin/rewards/catalog': 'Rewards catalogue settings',
});
