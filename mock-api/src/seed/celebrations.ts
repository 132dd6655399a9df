import { CELEBRATION_TYPES, celebrationDefaults } from '@laurel/shared/contract';
import type { CelebrationRow, Company, User } from '../db/types';

const DAY_MS = 86_400_000;
/** Both ends of the day line are here (UTC+14 and UTC−10), so a seeded day shows the zones at work. */
const TIME_ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'Australia/Sydney',
  'Europe/Berlin',
];

const dayOf = (moment: number) => new Date(moment).toISOString().slice(0, 10);
const yearsBefore = (today: Date, years: number) =>
  `${today.getUTCFullYear() - years}${dayOf(today.getTime()).slice(4)}`;

/**
 * Each person's birthday, start date and time zone, from their id (no random draw, so the rest of the seed is
 * unchanged). The employee's birthday and the manager's third work anniversary fall on the seed's day; the Appreciate
 * employee's birthday on the day after, so the e2e test clock reaches it by moving one small company's day only.
 */
export function addCelebrationDates(users: User[], today: Date): void {
  for (const user of users) {
    const birthdayMonth = String((user.id % 12) + 1).padStart(2, '0');
    const birthdayDay = String(((user.id * 7) % 28) + 1).padStart(2, '0');
    user.birthday = `${1970 + (user.id % 30)}-${birthdayMonth}-${birthdayDay}`;
    user.start_date = dayOf(new Date(user.created_at).getTime() - (user.id % 400) * DAY_MS);
    user.time_zone = TIME_ZONES[user.id % TIME_ZONES.length]!;
    if (user.persona === 'employee') user.birthday = yearsBefore(today, 30);
    if (user.persona === 'manager') user.start_date = yearsBefore(today, 3);
    if (user.persona === 'tier_one_user') user.birthday = yearsBefore(new Date(today.getTime() + DAY_MS), 28);
    if (['employee', 'manager', 'tier_one_user'].includes(user.persona ?? '')) user.time_zone = 'UTC';
  }
}

/** The six celebrations of every company, at their defaults (programs §9), given by the company's first admin. */
export function generateCelebrations(companies: readonly Company[], users: readonly User[], today: Date) {
  const at = today.toISOString();
  const rows: CelebrationRow[] = [];
  for (const company of companies) {
    const admin = users.find((user) => user.company_id === company.id && (user.admin || user.global_admin));
    for (const type of CELEBRATION_TYPES) {
      const defaults = celebrationDefaults(type);
      const ownDate = type === 'custom_yearly_date' || type === 'wellness';
      rows.push({
        id: rows.length + 1,
        company_id: company.id,
        type,
        name: defaults.name,
        giver_id: admin?.id ?? null,
        headline: defaults.headline,
        amount: defaults.amount,
        include_benefactors: defaults.includeBenefactors,
        reason: defaults.reason,
        image_url: null,
        icon_url: null,
        // A yearly date and a wellness day wait for the admin to choose their day.
        state: ownDate ? 'inactive' : 'active',
        visibility: defaults.visibility,
        work_anniversary_point_setting: defaults.workAnniversaryPointSetting,
        year_amount_mappings: [],
        receiving_rules_group: null,
        celebration_date: ownDate ? `${today.getUTCFullYear()}-12-31` : null,
        created_at: at,
        updated_at: at,
      });
    }
  }
  return { celebrations: rows, celebration_posts: [] };
}
