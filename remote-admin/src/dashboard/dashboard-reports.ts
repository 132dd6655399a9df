import type { PermissionSubject } from '@laurel/shared';
import { visibleAdminMenu } from '@laurel/shared/admin-menu';

export type DashboardSection = 'participation' | 'recognition' | 'allowance' | 'rewards' | 'approvals';

/** The admin menu's reports that tell more about each part of the dashboard. */
const REPORTS_OF: Record<DashboardSection, readonly string[]> = {
  participation: ['participation', 'participation-summary'],
  recognition: ['recognition-activity', 'points-given', 'recognition-scores'],
  allowance: ['points-given', 'points-earned'],
  rewards: ['redemptions', 'rewards-cost'],
  approvals: ['pending-awards', 'incentives-summary'],
};

export interface ReportLink {
  id: string;
  path: string;
}

/** The section's reports this person's menu shows: each permitted and served, so none is a dead end. */
export function reportLinksOf(subject: PermissionSubject, section: DashboardSection): ReportLink[] {
  const entries = visibleAdminMenu(subject).flatMap((menuSection) => menuSection.entries);
  return REPORTS_OF[section].flatMap((id) => entries.filter((entry) => entry.id === id));
}
