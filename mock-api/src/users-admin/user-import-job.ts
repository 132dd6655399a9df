import { USER_FLAGS, type UserFlag, type UserImportRow } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company, User, UserImportRowRecord } from '../db/types';
import { personDefaultsOf } from '../company-defaults/person-defaults';
import { departmentsOf } from './user-accounts';

/** How many ticks an import takes at most, so a progress bar has something to show even for a short file. */
const TICKS = 10;

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'person';

function newPerson(id: number, company: Company, row: UserImportRow, createdAt: string): User {
  const noFlags = Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as Record<UserFlag, boolean>;
  return {
    ...noFlags,
    id,
    company_id: company.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: `${row.first_name} ${row.last_name}`,
    slug: `${slugPart(row.first_name)}-${slugPart(row.last_name)}-${id}`,
    profile_pic_url: null,
    user_mode: 'normal',
    ...personDefaultsOf(company),
    created_at: createdAt,
    custom_properties: { department: '', role: 'Team member' },
    can_give: true,
    show_analytics: false,
    pending_awards_count: 0,
    unresolved_bonus_reports_count: 0,
    giving_balance: 0,
    earning_balance: 0,
    flash_points_balance: 0,
    monthly_allowance: 0,
    manager_id: null,
    status: 'active',
  };
}

/** Writes one previewed row: a new person, or the named fields of the one with that e-mail. */
function applyRow(store: Store, record: UserImportRowRecord, row: UserImportRow, createdAt: string) {
  const people = store.all('users').filter((user) => user.company_id === record.company_id);
  const byEmail = new Map(people.map((user) => [user.email.toLowerCase(), user]));
  const department = departmentsOf(people).find((name) => name.toLowerCase() === row.department.toLowerCase());
  let person = byEmail.get(row.email);
  if (!person) {
    const company = store.all('companies').find((row) => row.id === record.company_id)!;
    person = newPerson(store.nextId('users'), company, row, createdAt);
    store.all('users').push(person);
    record.created += 1;
  } else {
    Object.assign(person, {
      first_name: row.first_name,
      last_name: row.last_name,
      display_name: `${row.first_name} ${row.last_name}`,
    });
    record.updated += 1;
  }
  if (department) person.custom_properties.department = department;
  const manager = row.manager_email ? byEmail.get(row.manager_email.toLowerCase()) : undefined;
  if (manager && manager.id !== person.id) person.manager_id = manager.id;
  if (row.role) person[row.role as UserFlag] = true;
}

/**
 * Runs a confirmed import, its first slice of rows at once and the rest in the background a slice a tick, counting created, updated and skipped
 * rows as it goes; the page polls the import for its progress. Rows with errors are skipped.
 */
export function runImport(
  store: Store,
  record: UserImportRowRecord,
  { now, tickMs }: { now: () => number; tickMs: number },
) {
  record.status = 'running';
  const slice = Math.max(1, Math.ceil(record.rows.length / TICKS));
  // Managers named by the file are created first, so a row pointing at one finds them.
  const managers = new Set(record.rows.map((row) => row.manager_email.toLowerCase()));
  const ordered = [...record.rows].sort((a, b) => Number(managers.has(b.email)) - Number(managers.has(a.email)));
  const tick = () => {
    for (const row of ordered.slice(record.processed, record.processed + slice)) {
      if (row.errors.length > 0) record.skipped += 1;
      else applyRow(store, record, row, new Date(now()).toISOString());
      record.processed += 1;
    }
    if (record.processed >= ordered.length) {
      record.status = 'finished';
      record.finished_at = new Date(now()).toISOString();
    } else {
      setTimeout(tick, tickMs).unref();
    }
    store.persist();
  };
  // The first slice at once: a file of a few rows is done by the time the admin is answered.
  tick();
}
