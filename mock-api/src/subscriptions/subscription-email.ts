import { ADMIN_MENU, type SubscriptionFigure, type SubscriptionReport } from '@laurel/shared/contract';
import type { ReportSubscriptionRow } from '../db/types';

/** The English the e-mail is written in: it leaves the app, so it is not the reader's i18n. */
const REPORT_NAMES: Record<SubscriptionReport, string> = {
  participation: 'Participation',
  'recognition-activity': 'Recognition activity',
  'points-given': 'Points given',
  'points-earned': 'Points earned',
  redemptions: 'Redemptions',
  'rewards-cost': 'Rewards cost',
};

const FIGURE_NAMES: Record<string, string> = {
  activePeople: 'Active people',
  givers: 'People who gave recognition',
  receivers: 'People recognized',
  recognitions: 'Recognitions',
  pointsGiven: 'Points given',
  pointsEarned: 'Points earned',
  redemptions: 'Rewards redeemed',
  redeemedPoints: 'Points redeemed',
};

export const reportNameOf = (report: SubscriptionReport) => REPORT_NAMES[report];

/** The report's page: its admin menu entry's path. */
export const reportLinkOf = (report: SubscriptionReport) =>
  ADMIN_MENU.flatMap((section) => section.entries).find((entry) => entry.id === report)?.path ?? '/admin/dashboard';

const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);

interface EmailInput {
  subscription: ReportSubscriptionRow;
  companyName: string;
  figures: SubscriptionFigure[];
  period: { start: number; end: number };
  origin: string;
}

/** Subject and plain-text body of one report e-mail: the admin's note, the headline figures and a link. */
export function composeReportEmail({ subscription, companyName, figures, period, origin }: EmailInput) {
  const name = reportNameOf(subscription.report);
  const range = `${dayOf(period.start)} to ${dayOf(period.end - 1)}`;
  const link = `${origin}${reportLinkOf(subscription.report)}`;
  const lines = [
    ...(subscription.message ? [subscription.message, ''] : []),
    `${name} for ${companyName}, ${range}:`,
    ...figures.map((figure) => `- ${FIGURE_NAMES[figure.id] ?? figure.id}: ${figure.value}`),
    '',
    subscription.format === 'csv' ? `Open the report and download its CSV: ${link}` : `Open the report: ${link}`,
  ];
  return {
    subject: `Your ${subscription.frequency} ${name} report (${range})`,
    body: lines.join('\n'),
    link,
  };
}
