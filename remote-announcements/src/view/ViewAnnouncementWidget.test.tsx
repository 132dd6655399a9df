import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { CURRENT_ANNOUNCEMENTS_KEY } from '../api/keys';
import { announcement } from '../carousel/testing/announcements';
import { answerGets, renderAnnouncements } from '../carousel/testing/render-announcements';
import { ViewAnnouncementWidget } from './ViewAnnouncementWidget';

/** Stands in for the shell's modal host: a button somewhere opens the widget, which closes itself. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Winter celebration
      </button>
      {open && <ViewAnnouncementWidget detail={{ announcementId: 3 }} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('ViewAnnouncementWidget', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('loads the modal on the announcement asked for and gives the focus back to what opened it', async () => {
    answerGets({ [CURRENT_ANNOUNCEMENTS_KEY]: { result: [announcement(3, { title: 'Winter party' })] } });
    const { user } = renderAnnouncements(<Host />);
    const opener = screen.getByRole('button', { name: 'Winter celebration' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Winter party' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
