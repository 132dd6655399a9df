import { remoteById, type E2eRemote } from './system';

export interface RemotePage {
  remote: E2eRemote;
  /** A page the remote owns, reached through the shell. */
  path: string;
  heading: string;
}

/** One page per remote, as the shell shows it. */
export const REMOTE_PAGES: RemotePage[] = [
  { remote: remoteById('recognition'), path: '/', heading: 'Recognition feed' },
  { remote: remoteById('announcements'), path: '/admin/company/announcements', heading: 'Company announcements' },
  { remote: remoteById('programs'), path: '/incentives', heading: 'Incentives' },
  { remote: remoteById('rewards'), path: '/rewards', heading: 'Rewards' },
  { remote: remoteById('admin'), path: '/admin/dashboard', heading: 'Admin dashboard' },
];
