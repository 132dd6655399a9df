import { v2Client } from '@laurel/shared';
import type {
  NominationFavorites,
  NominationPeriodDetail,
  NominationPeriodForm,
  NominationPeriodUpdate,
  NominationPeriodVisibility,
} from '@laurel/shared/contract';

const BASE = 'admin/nomination_periods';

/** `POST /admin/nomination_periods`. */
export const postNominationPeriod = (form: NominationPeriodForm) => v2Client.post<NominationPeriodDetail>(BASE, form);

/** `PATCH /admin/nomination_periods/{id}`: the fields to change; those left out keep their values. */
export const patchNominationPeriod = (id: number, update: NominationPeriodUpdate) =>
  v2Client.patch<NominationPeriodDetail>(`${BASE}/${id}`, update);

/** Start now (programs §4) moves the start to this moment. */
export const startNominationPeriodNow = (id: number) =>
  patchNominationPeriod(id, { startDate: new Date().toISOString() });

export const setNominationPeriodVisibility = (id: number, visibility: NominationPeriodVisibility) =>
  patchNominationPeriod(id, { visibility });

/** `PATCH /admin/nomination_periods/{id}/close_now`. */
export const closeNominationPeriodNow = (id: number) =>
  v2Client.patch<NominationPeriodDetail>(`${BASE}/${id}/close_now`);

/** `PATCH /admin/nomination_periods/{id}/favorites`: nominees to add to or take from the favourites. */
export const patchNominationFavorites = (id: number, favorites: Partial<NominationFavorites>) =>
  v2Client.patch<NominationPeriodDetail>(`${BASE}/${id}/favorites`, favorites);

/** `DELETE /admin/nomination_periods/{id}`: the period and its nominations. */
export const deleteNominationPeriod = (id: number) => v2Client.delete<void>(`${BASE}/${id}`);
