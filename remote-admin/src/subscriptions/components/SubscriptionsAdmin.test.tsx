import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { OutboxEmail, ReportSubscription } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../subscriptions-copy';
import { i18n } from '../../i18n';
import { SubscriptionsAdmin } from './SubscriptionsAdmin';

const emma = { id: 7, displayName: 'Emma Employee', email: 'emma@example.com' };
const mateo = { id: 8, displayName: 'Mateo Manager', email: 'mateo@example.com' };

const SUBSCRIPTION: ReportSubscription = {
  id: 3,
  report: 'points-given',
  frequency: 'weekly',
  format: 'summary',
  recipients: [emma],
  message: '<img src=x onerror=alert(1)>',
  nextSendAt: '2026-11-23T08:00:00.000Z',
  lastSentAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const EMAIL: OutboxEmail = {
  id: 1,
  subscriptionId: 3,
  report: 'points-given',
  to: [emma.email],
  subject: 'Your weekly Points given report (2026-11-16 to 2026-11-22)',
  body: '<b>Hi</b>\nPoints given for Acme:\n- Points given: 120',
  link: 'http://localhost:3000/admin/reports/points-given',
  figures: [{ id: 'pointsGiven', value: 120 }],
  periodStart: '2026-11-16T00:00:00.000Z',
  periodEnd: '2026-11-23T00:00:00.000Z',
  sentAt: '2026-11-23T08:00:00.000Z',
};

function serve(records: ReportSubscription[], outbox: OutboxEmail[] = []) {
  return jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string) =>
      path === 'report_email_subscriptions' ? { records } : { records: outbox }) as typeof v2Client.get);
}

const renderPage = () =>
  renderRouted(i18n, <SubscriptionsAdmin />, { url: '/admin/subscriptions', path: '/admin/subscriptions' });

describe('SubscriptionsAdmin', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('lists the subscriptions first and the outbox e-mails as text', async () => {
    serve([SUBSCRIPTION], [EMAIL]);
    renderPage();
    const table = await screen.findByRole('table', { name: "Your company's report subscriptions" });
    const row = within(table).getByRole('row', { name: /Points given/ });
    expect(within(row).getByText('Weekly, on Mondays')).toBeVisible();
    expect(within(row).getByText('Emma Employee')).toBeVisible();
    const email = await screen.findByRole('article', { name: EMAIL.subject });
    expect(within(email).getByText(/<b>Hi<\/b>/)).toBeVisible();
    expect(within(email).getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/admin/reports/points-given',
    );
  });

  it('creates one with a recipient found by name, and shows the rule errors at their fields first', async () => {
    serve([]);
    const post = jest
      .spyOn(v2Client, 'post')
      .mockImplementation((async (path: string) =>
        path === 'user_management/users/search'
          ? { result: [{ ...mateo, profilePic: null, username: 'mateo' }] }
          : { ...SUBSCRIPTION, id: 4 }) as typeof v2Client.post);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New subscription' }));
    expect(screen.getByRole('heading', { name: 'New subscription' })).toHaveFocus();

    await user.type(screen.getByLabelText('Note (optional)'), 'x'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save subscription' }));
    expect(await screen.findByText('Choose at least one person to send the report to')).toBeVisible();
    expect(screen.getByText('Keep the note under 300 characters')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Find a colleague by name or e-mail' })).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Note (optional)'));
    await user.type(screen.getByLabelText('Note (optional)'), 'For the team');
    await user.selectOptions(screen.getByLabelText('Report'), 'Redemptions');
    await user.click(screen.getByLabelText('Monthly, on the 1st'));
    await user.type(screen.getByLabelText('Find a colleague by name or e-mail'), 'mat');
    await user.click(await screen.findByRole('button', { name: 'Add Mateo Manager' }));
    expect(screen.getByRole('button', { name: 'Remove Mateo Manager' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Find a colleague by name or e-mail' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save subscription' }));

    expect(post).toHaveBeenLastCalledWith('report_email_subscriptions', {
      report: 'redemptions',
      frequency: 'monthly',
      format: 'summary',
      recipientIds: [8],
      message: 'For the team',
    });
    expect(await screen.findByText('Subscription to Redemptions created.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'New subscription' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s refusal at its field', async () => {
    serve([SUBSCRIPTION]);
    const put = jest.spyOn(v2Client, 'put').mockRejectedValue(
      new HttpError(422, {
        body: {
          error: 'subscription_recipients_invalid',
          errors: ['subscription_recipients_invalid'],
          message: 'Recipients must be active colleagues of your company',
        },
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the Points given subscription' }));
    const note = screen.getByLabelText('Note (optional)');
    expect(note).toHaveValue(SUBSCRIPTION.message);
    await user.type(note, ' and more');
    await user.click(screen.getByRole('button', { name: 'Save subscription' }));
    expect(put).toHaveBeenCalledWith('report_email_subscriptions/3', expect.objectContaining({ recipientIds: [7] }));
    expect(await screen.findByText('Recipients must be active colleagues of your company')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Find a colleague by name or e-mail' })).toHaveFocus();
    expect(screen.getByLabelText('Note (optional)')).toHaveValue(`${SUBSCRIPTION.message} and more`);
  });

  it('deletes one and all after a confirmation', async () => {
    serve([SUBSCRIPTION, { ...SUBSCRIPTION, id: 4, report: 'redemptions' }]);
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue({ deleted: 2 } as never);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete the Redemptions subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the Redemptions subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('report_email_subscriptions/4');
    expect(await screen.findByText('Subscription to Redemptions deleted.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete all subscriptions' }));
    const confirmAll = screen.getByRole('dialog', { name: 'Delete all 2 subscriptions?' });
    await user.click(within(confirmAll).getByRole('button', { name: 'Keep' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete all subscriptions' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }));
    expect(remove).toHaveBeenLastCalledWith('report_email_subscriptions/delete_all');
    expect(await screen.findByText('All subscriptions deleted.')).toBeVisible();
  });

  it('says the list failed and offers to try again', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500, { body: { error: 'server_error' } }));
    renderPage();
    expect(await screen.findByText('We could not load the subscriptions')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
