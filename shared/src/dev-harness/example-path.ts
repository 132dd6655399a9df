import type { RemoteRoute } from '../contract/remote-contract';

/** Turns `/rewards/:id` into a followable example such as `/rewards/1`. */
export function examplePath(route: RemoteRoute): string {
  return route.path.replace(/:[A-Za-z_]+/g, '1').replace(/\/\*$/, '');
}
