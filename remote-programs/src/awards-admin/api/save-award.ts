import { v2Client } from '@laurel/shared';
import {
  AWARD_FORM_FIELD,
  INCENTIVE_ICON_FIELD,
  type AwardDetail,
  type AwardForm,
  type AwardUpdate,
} from '@laurel/shared/contract';

function multipartOf(fields: AwardForm | AwardUpdate, icon: File | null) {
  const form = new FormData();
  form.append(AWARD_FORM_FIELD, JSON.stringify(fields));
  if (icon) form.append(INCENTIVE_ICON_FIELD, icon);
  return form;
}

/** `POST /admin/awards/awards`: the form's JSON and its icon as multipart. */
export const postAward = (fields: AwardForm, icon: File | null) =>
  v2Client.post<AwardDetail>('admin/awards/awards', multipartOf(fields, icon));

/** `PATCH /admin/awards/awards/{id}`: the fields to change and a new icon, if any. */
export const patchAward = (id: number, fields: AwardUpdate, icon: File | null = null) =>
  v2Client.patch<AwardDetail>(`admin/awards/awards/${id}`, multipartOf(fields, icon));

/** `DELETE /admin/awards/awards/{id}`. */
export const deleteAward = (id: number) => v2Client.delete<void>(`admin/awards/awards/${id}`);
