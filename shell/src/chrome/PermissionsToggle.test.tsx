import { screen, waitFor } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { PermissionsToggle } from './PermissionsToggle';
import { renderChrome, resetChromeStores, toastMessages } from './testing/render-chrome';

const permissionsSwitch = () => screen.getByRole('switch', { name: 'Super-admin permissions' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('PermissionsToggle', () => {
  beforeEach(resetChromeStores);
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])('shows enabled=%s as aria-checked=%s', (enabled, checked) => {
    renderChrome(<PermissionsToggle enabled={enabled} reload={jest.fn()} />);
    expect(permissionsSwitch()).toHaveAttribute('aria-checked', checked);
  });

  it('asks the server to flip the controls, then reloads the page', async () => {
    const answer = deferred<unknown>();
    const patch = jest.spyOn(v2Client, 'patch').mockReturnValue(answer.promise);
    const reload = jest.fn();
    const { user } = renderChrome(<PermissionsToggle enabled={false} reload={reload} />);

    await user.click(permissionsSwitch());
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('/super_admin/toggle_controls');
    expect(permissionsSwitch()).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();

    answer.resolve({});
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(toastMessages()).toEqual([]);
  });

  it('says so in an error toast and stays usable when the call fails, without reloading', async () => {
    jest.spyOn(v2Client, 'patch').mockRejectedValue(new HttpError(500));
    const reload = jest.fn();
    const { user } = renderChrome(<PermissionsToggle enabled reload={reload} />);

    await user.click(permissionsSwitch());
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        { message: 'The permissions could not be switched. Try again.', status: 'error' },
      ]),
    );
    expect(permissionsSwitch()).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });
});
