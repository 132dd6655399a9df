import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

// The feed and the detail have their own tests (pages/, feed/); the widget page is still a directory page.
describeRemoteContract(remote, 'recognition', { '/widget': 'Give recognition' });
