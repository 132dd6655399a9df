import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import InviteUserModal from './InviteUserModal';
import { renderChrome, resetChromeStores, toastMessages } from '../chrome/testing/render-chrome';

const dialog = () => screen.getByRole('dialog', { name: 'Invite your colleagues' });
const emails = () => within(dialog()).getByRole('textbox', { name: 'Email addresses' });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send invitations' });

function renderModal() {
  const onClose = jest.fn();
  return { onClose, ...renderChrome(<InviteUserModal onClose={onClose} />) };
}

async function submit(text: string) {
  const rendered = renderModal();
  if (text) await rendered.user.type(emails(), text);
  await rendered.user.click(sendButton());
  return rendered;
}

describe('InviteUserModal', () => {
  beforeEach(resetChromeStores);
  afterEach(() => jest.restoreAllMocks());

  it('asks for email addresses, with nothing said to be wrong yet', () => {
    renderModal();
    expect(dialog()).toHaveAccessibleDescription('They get an email with a link to join your company on Laurel.');
    expect(emails()).not.toBeInvalid();
    expect(emails()).not.toHaveAccessibleDescription();
  });

  it('says an address is needed when sent empty, without calling the server', async () => {
    const post = jest.spyOn(v2Client, 'post');
    const { onClose } = await submit('');
    expect(emails()).toBeInvalid();
    expect(emails()).toHaveAccessibleDescription('Error: Add at least one email address');
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says an address is not valid and keeps what was typed', async () => {
    const post = jest.spyOn(v2Client, 'post');
    await submit('ana@example.com, not-an-address');
    expect(emails()).toBeInvalid();
    expect(emails()).toHaveAccessibleDescription('Error: One of the email addresses is not valid');
    expect(emails()).toHaveValue('ana@example.com, not-an-address');
    expect(post).not.toHaveBeenCalled();
  });

  it('says at most 20 people can be invited at a time', async () => {
    const post = jest.spyOn(v2Client, 'post');
    const renderedModal = renderModal();
    const many = Array.from({ length: 21 }, (_, n) => `person${n}@example.com`).join(',');
    await renderedModal.user.click(emails());
    await renderedModal.user.paste(many);
    await renderedModal.user.click(sendButton());
    expect(emails()).toHaveAccessibleDescription('Error: Invite at most 20 people at a time');
    expect(post).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the text is changed', async () => {
    const { user } = await submit('not-an-address');
    await user.type(emails(), 'x');
    expect(emails()).not.toBeInvalid();
    expect(emails()).not.toHaveAccessibleDescription();
  });

  it("shows the message of the server's validation id on a 422 and keeps the dialog and the text", async () => {
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(
        new HttpError(422, { body: { error: 'invalid_email', message: apiErrorText('invalid_email') } }),
      );
    const { onClose } = await submit('ana@example.com bo@example.test');
    await waitFor(() => expect(emails()).toHaveAccessibleDescription('Error: One of the email addresses is not valid'));
    expect(emails()).toHaveValue('ana@example.com bo@example.test');
    expect(sendButton()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });

  it('words any refusal of the error catalogue in the reader’s language', async () => {
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(new HttpError(403, { body: { error: 'forbidden', message: 'Admins only, says the server' } }));
    await submit('ana@example.com');
    await waitFor(() => expect(emails()).toHaveAccessibleDescription('Error: You do not have permission to do this'));
  });

  it.each([
    ['a failure without a message', new HttpError(500)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('says the invitations could not be sent on %s', async (_what, failure) => {
    jest.spyOn(v2Client, 'post').mockRejectedValue(failure);
    await submit('ana@example.com');
    await waitFor(() =>
      expect(emails()).toHaveAccessibleDescription('Error: The invitations could not be sent. Try again.'),
    );
  });

  it('sends the distinct addresses, lower-cased, however they were separated', async () => {
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ invited: ['ana@example.com'], already_members: 0 });
    await submit('Ana@Example.com,\nbo@example.com; ana@example.com');
    expect(post).toHaveBeenCalledWith('/invitations', { emails: ['ana@example.com', 'bo@example.com'] });
  });

  it('shows it is sending and cannot be sent twice or closed meanwhile', async () => {
    let answer!: (value: unknown) => void;
    const post = jest.spyOn(v2Client, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, onClose } = await submit('ana@example.com');
    const sending = within(dialog()).getByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer({ invited: ['ana@example.com'], already_members: 0 });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    [['ana@example.com'], '1 invitation sent'],
    [['ana@example.com', 'bo@example.com', 'cy@example.com'], '3 invitations sent'],
  ])('on success with %j, closes and toasts "%s"', async (invited, message) => {
    jest.spyOn(v2Client, 'post').mockResolvedValue({ invited, already_members: 0 });
    const { onClose } = await submit(invited.join(' '));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toastMessages()).toEqual([{ message, status: 'success' }]);
  });

  it('closes from Cancel without calling the server', async () => {
    const post = jest.spyOn(v2Client, 'post');
    const { user, onClose } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });
});
