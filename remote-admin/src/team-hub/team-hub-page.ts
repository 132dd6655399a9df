import './team-hub-copy';

export { TeamHubPage } from './components/TeamHubPage';
