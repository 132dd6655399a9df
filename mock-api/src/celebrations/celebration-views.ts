import type { Celebration } from '@laurel/shared/contract';
import type { CelebrationRow } from '../db/types';

/** The stored row as the admin calls read it (programs §3, camel case). */
export const celebrationView = (row: CelebrationRow): Celebration => ({
  id: row.id,
  name: row.name,
  type: row.type,
  giverId: row.giver_id,
  headline: row.headline,
  amount: row.amount,
  includeBenefactors: row.include_benefactors,
  reason: row.reason,
  imageUrl: row.image_url,
  iconUrl: row.icon_url,
  state: row.state,
  visibility: row.visibility,
  workAnniversaryPointSetting: row.work_anniversary_point_setting,
  yearAmountMappings: row.year_amount_mappings.map(({ year_threshold, amount }) => ({
    yearThreshold: year_threshold,
    amount,
  })),
  receivingRulesGroup: row.receiving_rules_group && {
    id: row.receiving_rules_group.id,
    groupType: row.receiving_rules_group.group_type,
    conditions: row.receiving_rules_group.conditions,
  },
  celebrationDate: row.celebration_date,
});

export type CelebrationFields = Omit<CelebrationRow, 'id' | 'company_id' | 'created_at' | 'updated_at'>;

/** The form's fields as stored; the receiving rules keep the group id they had, or take `groupId`. */
export const celebrationFieldsOf = (celebration: Omit<Celebration, 'id'>, groupId: number): CelebrationFields => ({
  type: celebration.type,
  name: celebration.name.trim(),
  giver_id: celebration.giverId,
  headline: celebration.headline.trim(),
  amount: celebration.amount,
  include_benefactors: celebration.includeBenefactors,
  reason: celebration.reason.trim(),
  image_url: celebration.imageUrl,
  icon_url: celebration.iconUrl,
  state: celebration.state,
  visibility: celebration.visibility,
  work_anniversary_point_setting: celebration.workAnniversaryPointSetting,
  year_amount_mappings: celebration.yearAmountMappings.map(({ yearThreshold, amount }) => ({
    year_threshold: yearThreshold,
    amount,
  })),
  receiving_rules_group: celebration.receivingRulesGroup && {
    id: groupId,
    group_type: celebration.receivingRulesGroup.groupType,
    conditions: celebration.receivingRulesGroup.conditions.map(({ attr, value }) => ({ attr, value: value.trim() })),
  },
  celebration_date: celebration.celebrationDate,
});
