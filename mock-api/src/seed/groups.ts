import type { Group, GroupDimension, User } from '../db/types';

const groupedBy = (users: readonly User[], key: (user: User) => string | number | null) => {
  const groups = new Map<string | number, User[]>();
  for (const user of users) {
    const value = key(user);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(user);
    else groups.set(value, [user]);
  }
  return groups;
};

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
  for (const [companyId, members] of groupedBy(users, (user) => user.company_id)) {
    const id = Number(companyId);
    add(id, 'Everyone', 'everyone', members);
    for (const [department, people] of groupedBy(members, (user) => user.custom_properties.department)) {
      add(id, String(department), 'department', people);
    }
    for (const [location, people] of groupedBy(members, (user) => user.custom_properties.location ?? null)) {
      add(id, String(location), 'location', people);
    }
    const teams = groupedBy(members, (user) => user.manager_id);
    for (const manager of members.filter((user) => user.is_manager)) {
      add(id, `${manager.first_name}'s team`, 'team', teams.get(manager.id) ?? []);
    }
    add(
      id,
      'Launch crew (uploaded list)',
      'csv_upload',
      members.filter((_, index) => index % 7 === 3),
    );
  }
  return groups;
}
