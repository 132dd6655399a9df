import type { CompanyInitiative, Goal } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { CompanyInitiativeRow, GoalRow } from '../db/types';
import { growthPersonOf } from './growth-people';

export function goalView(store: Store, row: GoalRow): Goal {
  const users = store.rowsById('users');
  const initiative =
    row.initiative_id === null ? undefined : store.rowsById('company_initiatives').get(row.initiative_id);
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    dueDate: row.due_date,
    progress: row.progress,
    status: row.status,
    initiativeId: initiative ? row.initiative_id : null,
    initiativeTitle: initiative?.title ?? null,
    comments: row.comments.map((comment) => ({
      id: comment.id,
      author: growthPersonOf(users.get(comment.author_id)!),
      text: comment.text,
      createdAt: comment.created_at,
    })),
    updatedAt: row.updated_at,
  };
}

export const initiativeView = (store: Store, row: CompanyInitiativeRow): CompanyInitiative => ({
  id: row.id,
  title: row.title,
  description: row.description,
  goalCount: store.all('goals').filter((goal) => goal.initiative_id === row.id).length,
});

export const initiativesOf = (store: Store, companyId: number) =>
  store.all('company_initiatives').filter((row) => row.company_id === companyId);
