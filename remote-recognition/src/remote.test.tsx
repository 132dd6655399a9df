import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

describeRemoteContract(remote, 'recognition', {
  '/': 'Recognition feed',
  '/bonuses/1': 'Recognition 1',
  '/widget': 'Give recognition',
});
