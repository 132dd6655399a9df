import { Router, type Response } from 'express';
import { catalogSwitchBodySchema, type AdminCompanyCatalogItem } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CatalogItemRow, CompanyItemSetting } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import { catalogFiltersOf, matchesFilters, pageOf, paginate, positiveIntOf } from './catalog-queries';
import { companyItemView } from './company-catalog';
import { catalogRowOf, settingsOf } from './company-items';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

const ADMIN_BASE = '/api/v2/admin/rewards/company_items';

const adminItemView = (
  companyId: number,
  item: CatalogItemRow,
  setting: CompanyItemSetting | undefined,
): AdminCompanyCatalogItem => ({
  ...companyItemView(companyId, item, setting),
  adminDisabled: setting?.disabled ?? false,
});

/**
 * The admin catalogue (programs §2, §6: global or rewards admin): every item the company could offer,
 * with switches for an item and for one denomination (the `admin_disabled` reason). A switch changes
 * the company's setting only; the employee catalogue reads it on its next request.
 */
export function adminCatalogRoutes(store: Store): Router {
  const router = Router();

  router.get('/admin/rewards/company_items', guardedBy('GET', ADMIN_BASE), (req, res) => {
    const { company } = subjectOf(res);
    const settings = settingsOf(store, company.id);
    const rows = store
      .all('catalog_items')
      .filter((item) => item.state !== 'archived')
      .filter(matchesFilters(catalogFiltersOf(req)));
    const { rows: page, pagination } = paginate(rows, pageOf(req));
    res.json({
      data: page.map((item) => adminItemView(company.id, item, settings.get(item.id))),
      meta: { pagination },
    });
  });

  /** The company's setting for an item, made on first change. */
  const settingFor = (res: Response, item: CatalogItemRow): CompanyItemSetting => {
    const { company, user } = subjectOf(res);
    let setting = settingsOf(store, company.id).get(item.id);
    if (!setting) {
      setting = {
        id: store.nextId('company_item_settings'),
        company_id: company.id,
        catalog_item_id: item.id,
        disabled: false,
        disabled_denomination_ids: [],
        updated_by: user.id,
        updated_at: new Date().toISOString(),
      };
      store.all('company_item_settings').push(setting);
    }
    setting.updated_by = user.id;
    setting.updated_at = new Date().toISOString();
    return setting;
  };

  /** The company's setting for an item as it is before a change; null before its first. */
  const settingBefore = (res: Response, item: CatalogItemRow) =>
    auditSnapshot(settingsOf(store, subjectOf(res).company.id).get(item.id));
  const audit = (res: Response, action: string, item: CatalogItemRow, before: unknown, after: CompanyItemSetting) =>
    recordRequestChange(store, res, {
      action: `company_item.${action}`,
      subject_type: 'company_item',
      subject_id: item.id,
      before,
      after,
    });

  const editableItem = (res: Response, id: unknown) => {
    const item = catalogRowOf(store, subjectOf(res).company.id, positiveIntOf(id, 0));
    return item && item.state !== 'archived' ? item : undefined;
  };

  router.patch('/admin/rewards/company_items/:id', guardedBy('PATCH', `${ADMIN_BASE}/:id`), (req, res) => {
    const item = editableItem(res, req.params.id);
    if (!item) return sendError(res, 'not_found');
    const body = catalogSwitchBodySchema.safeParse(req.body);
    if (!body.success) return sendError(res, 'bad_request');
    const before = settingBefore(res, item);
    const setting = settingFor(res, item);
    setting.disabled = !body.data.enabled;
    store.persist();
    audit(res, body.data.enabled ? 'enable' : 'disable', item, before, setting);
    res.json({ data: adminItemView(setting.company_id, item, setting) });
  });

  router.patch(
    '/admin/rewards/company_items/:id/denominations/:denominationId',
    guardedBy('PATCH', `${ADMIN_BASE}/:id/denominations/:denominationId`),
    (req, res) => {
      const item = editableItem(res, req.params.id);
      const denominationId = positiveIntOf(req.params.denominationId, 0);
      if (!item || !item.denominations.some((denomination) => denomination.id === denominationId)) {
        return sendError(res, 'not_found');
      }
      const body = catalogSwitchBodySchema.safeParse(req.body);
      if (!body.success) return sendError(res, 'bad_request');
      const before = settingBefore(res, item);
      const setting = settingFor(res, item);
      const others = setting.disabled_denomination_ids.filter((id) => id !== denominationId);
      setting.disabled_denomination_ids = body.data.enabled ? others : [...others, denominationId];
      store.persist();
      audit(res, body.data.enabled ? 'enable_denomination' : 'disable_denomination', item, before, setting);
      res.json({ data: adminItemView(setting.company_id, item, setting) });
    },
  );

  return router;
}
