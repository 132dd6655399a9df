import type { Group, GroupDimension, User } from '../db/types';

/** Everyone, each department, location and team, and one csv upload, for every company. */
export function generateGroups(users: User[]): Group[] {
  const groups: Group[] = [];
  const add = (companyId: number, name: string, dimension: GroupDimension, members: User[]) => {
    if (members.length > 0) {
      groups.push({
        id: groups.length + 1,
        company_id: companyId,
        name,
        dimension,
        member_ids: members.map((m) => m.id),
      });
    }
  };
  const companyIds = [...new Set(users.map((user) => user.company_id))];
  for (const companyId of companyIds) {
    const members = users.filter((user) => user.company_id === companyId);
    add(companyId, 'Everyone', 'everyone', members);
    for (const department of new Set(members.map((user) => user.custom_properties.department))) {
      add(
        companyId,
        department,
        'department',
        members.filter((user) => user.custom_properties.department === department),
      );
    }
    for (const location of new Set(members.map((user) => user.custom_properties.location ?? ''))) {
      add(
        companyId,
        location,
        'location',
        members.filter((user) => user.custom_properties.location === location),
      );
    }
    for (const manager of members.filter((user) => user.is_manager)) {
      add(
        companyId,
        `${manager.first_name}'s team`,
        'team',
        members.filter((user) => user.manager_id === manager.id),
      );
    }
    add(
      companyId,
      'Launch crew (uploaded list)',
      'csv_upload',
      members.filter((_, index) => index % 7 === 3),
    );
  }
  return groups;
}
