import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

// Every page has its own tests (pages/, feed/, people/, widget/).
describeRemoteContract(remote, 'recognition');
