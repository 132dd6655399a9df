import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

// History, receipt and the admin catalogue have their own page tests (history/, receipt/, admin-catalog/).
describeRemoteContract(remote, 'rewards', {
  '/rewards': 'Rewards',
  '/rewards/1': 'Reward 1',
});
