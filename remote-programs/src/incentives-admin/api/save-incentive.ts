import { v2Client } from '@laurel/shared';
import {
  INCENTIVE_FORM_FIELD,
  INCENTIVE_ICON_FIELD,
  type IncentiveDetail,
  type IncentiveForm,
  type IncentiveUpdate,
} from '@laurel/shared/contract';

function multipartOf(fields: IncentiveForm | IncentiveUpdate, icon: File | null) {
  const form = new FormData();
  form.append(INCENTIVE_FORM_FIELD, JSON.stringify(fields));
  if (icon) form.append(INCENTIVE_ICON_FIELD, icon);
  return form;
}

/** `POST /admin/incentives`: the form's JSON and its icon as multipart. */
export const postIncentive = (fields: IncentiveForm, icon: File | null) =>
  v2Client.post<IncentiveDetail>('admin/incentives', multipartOf(fields, icon));

/** `PATCH /admin/incentives/{id}`: the fields to change and a new icon, if any. */
export const patchIncentive = (id: number, fields: IncentiveUpdate, icon: File | null = null) =>
  v2Client.patch<IncentiveDetail>(`admin/incentives/${id}`, multipartOf(fields, icon));

/** Deactivation sends state inactive (programs §7); the incentive moves to the archived list. */
export const deactivateIncentive = (id: number) => patchIncentive(id, { state: 'inactive' });

export const reactivateIncentive = (id: number) => patchIncentive(id, { state: 'active' });

/** `DELETE /admin/incentives/{id}`. */
export const deleteIncentive = (id: number) => v2Client.delete<void>(`admin/incentives/${id}`);
