import { KVM_DAYS, type CompanyKvms } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { oneOnOneKvms } from './one-on-one-kvms';

const DAY_MS = 24 * 60 * 60 * 1000;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Per company, the last 30 days: who gave and who received recognition among the active people, and how much; and its one-on-ones. */
export function companyKvms(store: Store, now: number): CompanyKvms[] {
  const since = new Date(now - KVM_DAYS * DAY_MS).toISOString();
  const until = new Date(now).toISOString();
  const users = store.all('users');
  const recent = store.all('bonuses').filter((bonus) => bonus.created_at >= since && bonus.created_at <= until);
  return store.all('companies').map((company) => {
    const active = new Set(
      users.filter((user) => user.company_id === company.id && user.status === 'active').map((user) => user.id),
    );
    const own = recent.filter((bonus) => bonus.company_id === company.id);
    const givers = new Set(own.map((bonus) => bonus.giver_id).filter((id) => active.has(id)));
    const receivers = new Set(own.flatMap((bonus) => bonus.receiver_ids).filter((id) => active.has(id)));
    return {
      companyId: company.id,
      companyName: company.name,
      productTier: company.product_tier,
      activePeople: active.size,
      givers: givers.size,
      receivers: receivers.size,
      givingRate: percent(givers.size, active.size),
      receivingRate: percent(receivers.size, active.size),
      recognitions: own.length,
      recognitionsPerPerson: active.size === 0 ? 0 : Math.round((own.length / active.size) * 10) / 10,
      oneOnOne: oneOnOneKvms(store, company.id, now),
    };
  });
}
