import { remoteFailurePlugin } from './remote-failure-plugin';

describe('remoteFailurePlugin', () => {
  it('reports the failed remote and lets the error reach the mount point', () => {
    const report = jest.fn();
    const plugin = remoteFailurePlugin(report);
    const hook = plugin.errorLoadRemote as (args: object) => unknown;
    const result = hook({
      id: 'laurel_rewards/remote',
      lifecycle: 'onLoad',
      error: new Error('boom'),
      from: 'runtime',
    });
    expect(result).toBeUndefined();
    expect(report).toHaveBeenCalledWith('[laurel] remote "laurel_rewards/remote" failed at onLoad: Error: boom');
  });
});
