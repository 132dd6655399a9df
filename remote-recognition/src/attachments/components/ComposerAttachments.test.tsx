import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import type { GifResult } from '@laurel/shared/recognition';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from '../../give/components/GiveRecognitionModal';
import { alice, answerComposerReads, budgetFixture, settingsFixture } from '../../give/testing/give-fixtures';
import { postVideo } from '../api/post-video';

jest.mock('../api/post-video', () => ({ postVideo: jest.fn() }));
// jsdom decodes no video: the poster is the browser's business (e2e).
jest.mock('../video-poster', () => ({ capturePoster: async () => null }));

const PARTY: GifResult = {
  id: 'celebrate',
  title: 'Celebrate',
  url: '/api/v2/media/gifs/celebrate.gif',
  width: 48,
  height: 36,
};

function renderModal() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal initialRecipientId={alice.id} initialText="+10 thanks #OwnIt" onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });
const tools = async () => {
  await within(modal()).findByRole('textbox', { name: 'Recognition message' });
  return within(screen.getByRole('group', { name: 'Add to your recognition' }));
};

/** Answers the composer's reads and the GIF search. */
const toasts = () => useToastStore.getState().toasts.map(({ status, message }) => [status, message]);

const UPLOADED_VIDEO = {
  id: 5,
  name: 'Video recognition',
  video_poster_url: '/uploads/videos/1/p.jpg',
  video_hd_url: '/uploads/videos/1/v.webm',
  video_sd_url: '/uploads/videos/1/v.webm',
  video_original_url: '/uploads/videos/1/v.webm',
};

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, kind: 'image' | 'video', file: File) =>
  user.upload(document.querySelector<HTMLInputElement>(`input[data-attachment-input="${kind}"]`)!, file);

function answerReads(settings = settingsFixture()) {
  const reads = answerComposerReads(settings, budgetFixture(), [alice]);
  const original = reads.getMockImplementation()!;
  reads.mockImplementation(async (path: string, options?: unknown) => {
    if (path === '/gifs') return { result: [PARTY] };
    return original(path, options as never);
  });
  return reads;
}

describe('attachments in the give modal', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('picks a GIF from the searchable picker and gives it with the recognition', async () => {
    const reads = answerReads();
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 9, amount: 10, receiver_ids: [2] } });
    const user = renderModal();
    await user.click((await tools()).getByRole('button', { name: 'GIF' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a GIF' });
    await user.type(within(picker).getByRole('searchbox', { name: 'Search GIFs' }), 'party');
    await waitFor(() => expect(reads).toHaveBeenCalledWith('/gifs', { params: { q: 'party' } }));
    await user.click(await within(picker).findByRole('button', { name: 'Celebrate' }));

    const preview = within(modal()).getByRole('region', { name: 'Attachment' });
    expect(within(preview).getByRole('img', { name: 'Celebrate' })).toHaveAttribute('src', PARTY.url);
    // The picker hands the focus back to the tool that opened it.
    await waitFor(() => expect(within(modal()).getByRole('button', { name: 'GIF' })).toHaveFocus());
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toEqual(
      expect.objectContaining({
        bonus: expect.objectContaining({
          attachments_attributes: [{ category: 'social', url: PARTY.url, alt_text: 'Celebrate' }],
        }),
      }),
    );
  });

  it('uploads a chosen picture and removes it again at once', async () => {
    answerReads();
    const post = jest
      .spyOn(v2Client, 'post')
      .mockResolvedValue({ result: { image_name: 'a.png', image_path: '/uploads/bonus_images/1/a.png' } });
    const user = renderModal();
    await tools();
    const input = document.querySelector<HTMLInputElement>('input[data-attachment-input="image"]')!;
    await user.upload(input, new File(['png'], 'team.png', { type: 'image/png' }));
    expect(post).toHaveBeenCalledWith('/bonus_images', expect.any(FormData));
    const preview = await within(modal()).findByRole('region', { name: 'Attachment' });
    expect(within(preview).getByRole('img')).toHaveAttribute('src', '/uploads/bonus_images/1/a.png');
    const announcement = within(modal()).getByText('Attachment added.');
    expect(announcement).toHaveAttribute('role', 'status');
    await user.click(within(preview).getByRole('button', { name: 'Remove attachment' }));
    expect(within(modal()).queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
    // The live region stays, emptied, for the next attachment.
    expect(announcement).toBeInTheDocument();
    expect(announcement).toBeEmptyDOMElement();
  });

  it('refuses to give while the attachment is still uploading', async () => {
    answerReads();
    jest.mocked(postVideo).mockReturnValue(new Promise(() => undefined));
    const post = jest.spyOn(v2Client, 'post');
    const user = renderModal();
    await tools();
    const input = document.querySelector<HTMLInputElement>('input[data-attachment-input="video"]')!;
    await user.upload(input, new File(['webm'], 'clip.webm', { type: 'video/webm' }));
    expect(await within(modal()).findByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    expect(within(modal()).getByText('Uploading…', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    expect(await within(modal()).findByText('Wait for the attachment to finish loading.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks before deleting an uploaded video, then discards it', async () => {
    const reads = answerReads();
    jest.mocked(postVideo).mockResolvedValue({
      id: 5,
      name: 'Video recognition',
      video_poster_url: '/uploads/videos/1/p.jpg',
      video_hd_url: '/uploads/videos/1/v.webm',
      video_sd_url: '/uploads/videos/1/v.webm',
      video_original_url: '/uploads/videos/1/v.webm',
    });
    const user = renderModal();
    await tools();
    const input = document.querySelector<HTMLInputElement>('input[data-attachment-input="video"]')!;
    await user.upload(input, new File(['webm'], 'clip.webm', { type: 'video/webm' }));
    const preview = await within(modal()).findByRole('region', { name: 'Attachment' });
    await user.click(within(preview).getByRole('button', { name: 'Remove attachment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this video?' });
    reads.mockResolvedValueOnce(undefined);
    await user.click(within(confirm).getByRole('button', { name: 'Delete video' }));
    await waitFor(() => expect(reads).toHaveBeenCalledWith('/videos/5/discard'));
    expect(within(modal()).queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
  });

  it('shows each tool only when its company switch is on', async () => {
    answerReads(settingsFixture({ disable_gifs: true, disable_image_uploads: true }));
    renderModal();
    const group = await tools();
    expect(group.queryByRole('button', { name: 'GIF' })).not.toBeInTheDocument();
    expect(group.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Video' })).toBeInTheDocument();
  });

  it('asks before a GIF replaces an uploaded video: keeping it changes nothing, replacing discards the video', async () => {
    const reads = answerReads();
    jest.mocked(postVideo).mockResolvedValue(UPLOADED_VIDEO);
    const user = renderModal();
    await tools();
    await chooseFile(user, 'video', new File(['webm'], 'clip.webm', { type: 'video/webm' }));
    const preview = await within(modal()).findByRole('region', { name: 'Attachment' });
    expect(within(preview).getByRole('img', { name: 'Video recognition' })).toBeInTheDocument();

    const pickParty = async () => {
      await user.click((await tools()).getByRole('button', { name: 'GIF' }));
      const picker = await screen.findByRole('dialog', { name: 'Choose a GIF' });
      await user.type(within(picker).getByRole('searchbox', { name: 'Search GIFs' }), 'party');
      await user.click(await within(picker).findByRole('button', { name: 'Celebrate' }));
      return screen.findByRole('dialog', { name: 'Replace your video?' });
    };
    await user.click(within(await pickParty()).getByRole('button', { name: 'Keep video' }));
    expect(screen.queryByRole('dialog', { name: 'Replace your video?' })).not.toBeInTheDocument();
    expect(within(preview).queryByRole('img', { name: 'Celebrate' })).not.toBeInTheDocument();
    expect(reads).not.toHaveBeenCalledWith('/videos/5/discard');

    reads.mockResolvedValueOnce(undefined);
    await user.click(within(await pickParty()).getByRole('button', { name: 'Replace video' }));
    expect(await within(modal()).findByRole('img', { name: 'Celebrate' })).toHaveAttribute('src', PARTY.url);
    await waitFor(() => expect(reads).toHaveBeenCalledWith('/videos/5/discard'));
  });

  it('says so in a toast when a picture cannot be uploaded, and leaves no attachment', async () => {
    answerReads();
    jest.spyOn(v2Client, 'post').mockRejectedValue(new HttpError(500));
    const user = renderModal();
    await tools();
    await chooseFile(user, 'image', new File(['png'], 'team.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts()).toEqual([['error', "The picture couldn't be uploaded. Try another one."]]));
    expect(within(modal()).queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server’s words', new HttpError(500, { body: { error: 'server_error', message: 'Disk full' } }), 'Disk full'],
    ['“Attachment failed.” when the server said nothing', new TypeError('The upload failed'), 'Attachment failed.'],
  ])('says a failed video upload in %s', async (_, error, said) => {
    answerReads();
    jest.mocked(postVideo).mockRejectedValue(error);
    const user = renderModal();
    await tools();
    await chooseFile(user, 'video', new File(['webm'], 'clip.webm', { type: 'video/webm' }));
    await waitFor(() => expect(toasts()).toEqual([['error', `The video couldn't be uploaded: ${said}`]]));
    expect(within(modal()).queryByRole('region', { name: 'Attachment' })).not.toBeInTheDocument();
  });

  it('refuses a file over 300 MB with a toast, uploading nothing', async () => {
    answerReads();
    jest.mocked(postVideo).mockClear();
    const post = jest.spyOn(v2Client, 'post');
    const user = renderModal();
    await tools();
    const huge = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 300 * 1024 * 1024 + 1 });
    await chooseFile(user, 'image', huge);
    expect(toasts()).toEqual([['error', 'That file is over 300 MB. Choose a smaller one.']]);
    expect(post).not.toHaveBeenCalled();
    expect(postVideo).not.toHaveBeenCalled();
  });
});
