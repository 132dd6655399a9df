import { renderStandalone } from '@laurel/shared/dev-harness';
import remote from './remote';

renderStandalone(remote, 'Programs');
