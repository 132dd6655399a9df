import type { Router } from 'express';
import { pulseCheckSettingsSchema } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import { companySettingRoutes } from '../company-settings/company-setting-routes';
import { pulseCheckSettingsOf, type PulseCompany } from './pulse-check-settings';

/** `/admin/growth/pulse-check-settings`: the question asked in each check-in and what managers see of it. */
export const pulseCheckRoutes = (store: Store, now: () => number): Router =>
  companySettingRoutes(store, now, {
    path: '/admin/growth/pulse_check',
    write: 'PUT',
    schema: pulseCheckSettingsSchema,
    read: pulseCheckSettingsOf,
    save: (company, settings) => {
      (company as PulseCompany).pulse_check_settings = settings;
    },
    action: 'pulse_check_settings.update',
  });
