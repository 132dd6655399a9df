import { describeRemoteContract } from '@laurel/shared/testing/expect-remote-routes';
import remote from './remote';

// The admin page has its own tests: pages/AnnouncementsAdminPage.test.tsx.
describeRemoteContract(remote, 'announcements');
