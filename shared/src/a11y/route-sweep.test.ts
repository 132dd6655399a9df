import { PERSONA_EXPECTATIONS, shownTo } from '../../testing/persona-expectations';
import { SERVED_PAGES } from '../contract/served-pages';
import { fillPattern, isUnder, menuEntryOf, sweepPlan } from './route-sweep';

const expectationOf = (persona: string, pattern: string) =>
  sweepPlan(shownTo(PERSONA_EXPECTATIONS[persona]!)).find((route) => route.pattern === pattern)?.expectation;

describe('the route sweep plan', () => {
  it('holds every served page but the public ones, once', () => {
    const plan = sweepPlan(shownTo(PERSONA_EXPECTATIONS.employee!));
    const served = new Set(Object.values(SERVED_PAGES).flat());
    expect(plan).toHaveLength(served.size - [...served].filter((path) => path.startsWith('/share/')).length);
    expect(plan.map((route) => route.pattern)).toContain('/rewards/history/:id/receipt');
    expect(plan.map((route) => route.pattern)).not.toContain('/share/nominations/:id');
  });

  it('refuses every admin page to a persona the admin shell sends away', () => {
    const admin = sweepPlan(shownTo(PERSONA_EXPECTATIONS.employee!)).filter((route) =>
      ['/admin', '/super_admin', '/tech_ops'].some((prefix) => isUnder(route.pattern, prefix)),
    );
    expect(admin.length).toBeGreaterThan(20);
    expect(new Set(admin.map((route) => route.expectation))).toEqual(new Set(['refused']));
  });

  it('follows the admin menu entry a page is at or below', () => {
    expect(menuEntryOf('/admin/programs/awards/pending')?.id).toBe('pending-awards');
    expect(menuEntryOf('/admin/programs/awards/:id/edit')?.id).toBe('awards');
    expect(expectationOf('rewards_admin', '/admin/rewards/catalog')).toBe('opens');
    expect(expectationOf('rewards_admin', '/admin/dashboard')).toBe('refused');
    expect(expectationOf('company_admin', '/admin/programs/awards/:id/edit')).toBe('opens');
    expect(expectationOf('company_admin', '/admin/company/settings')).toBe('refused');
    expect(expectationOf('tech_ops', '/tech_ops/company')).toBe('opens');
  });

  it('follows the top navigation, and the shell-gated area below an item', () => {
    expect(expectationOf('manager', '/team/your-team')).toBe('opens');
    expect(expectationOf('employee', '/team/your-team')).toBe('refused');
    expect(expectationOf('free_user', '/incentives/:id')).toBe('refused');
    expect(expectationOf('employee', '/incentives/:id')).toBe('either');
    expect(expectationOf('employee', '/bonuses/:id')).toBe('either');
  });
});

describe('filling a pattern', () => {
  it('takes each parameter from the path before it', () => {
    const values = { '/rewards/history': '7', '/rewards': '3' };
    expect(fillPattern('/rewards/history/:id/receipt', values)).toBe('/rewards/history/7/receipt');
    expect(fillPattern('/rewards/:id', values)).toBe('/rewards/3');
    expect(fillPattern('/company/hashtags/:tag', { '/company/hashtags': 'Own It' })).toBe('/company/hashtags/Own%20It');
  });

  it('gives nothing when a value is missing', () => {
    expect(fillPattern('/one-on-ones/:id', {})).toBeUndefined();
    expect(fillPattern('/growth', {})).toBe('/growth');
  });
});
