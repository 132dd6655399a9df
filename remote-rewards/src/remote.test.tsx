import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

// Every page has its own tests: catalogue/, reward/, boost/, history/, receipt/, admin-catalog/.
describeRemoteContract(remote, 'rewards');
