import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { i18n } from '../../i18n';
import { ANNOUNCEMENTS_KEY } from '../../api/keys';
import { useAnnouncementChanges } from './use-announcement-changes';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </SWRConfig>
);
const toasts = () => useToastStore.getState().toasts.map(({ status, message }) => [status, message]);

describe('useAnnouncementChanges (recognition §8)', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => jest.restoreAllMocks());

  it('posts the multipart form, raises the success toast and reads the profile again', async () => {
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: {} });
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ result: {} });
    const { result } = renderHook(useAnnouncementChanges, { wrapper });
    const form = new FormData();
    let made = false;
    await act(async () => {
      made = await result.current.create(form);
    });
    expect(made).toBe(true);
    expect(post).toHaveBeenCalledWith(ANNOUNCEMENTS_KEY, form);
    expect(toasts()).toEqual([['success', 'Your announcement is saved.']]);
    expect(result.current.failure).toBeNull();
    expect(get).toHaveBeenCalledWith('/profile/user', { params: { view: 'profile' } });
  });

  it.each([
    [new HttpError(422, { body: { error: 'end_date_future', message: 'x' } }), 'The end date must be after today'],
    [new HttpError(415, { body: { error: 'unsupported_file_type', message: 'x' } }), 'Upload a JPEG or PNG image'],
    [new HttpError(500), 'An unknown error occurred'],
  ])('keeps a refused create as the failure under the footer: %s', async (error, reason) => {
    jest.spyOn(v2Client, 'post').mockRejectedValue(error);
    const { result } = renderHook(useAnnouncementChanges, { wrapper });
    await act(async () => {
      await result.current.create(new FormData());
    });
    expect(result.current.failure).toBe(`The announcement could not be saved: ${reason}`);
    expect(result.current.saving).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['incentive_not_offered', 'None of the recipients may claim this incentive'],
    ['incentive_inactive', 'This incentive is not active'],
  ])(
    'keeps a refusal of the incentive (%s) for its field, not the footer, until the next save',
    async (id, message) => {
      const post = jest
        .spyOn(v2Client, 'post')
        .mockRejectedValueOnce(new HttpError(422, { body: { error: id, message } }));
      const { result } = renderHook(useAnnouncementChanges, { wrapper });
      await act(async () => {
        await result.current.create(new FormData());
      });
      expect(result.current.incentiveFailure).toBe(message);
      expect(result.current.failure).toBeNull();
      post.mockResolvedValue({ result: {} });
      jest.spyOn(v2Client, 'get').mockResolvedValue({ result: {} });
      await act(async () => {
        await result.current.create(new FormData());
      });
      expect(result.current.incentiveFailure).toBeNull();
    },
  );
});
