import type { CelebrationType } from '@laurel/shared/contract';

/** The admin pages of celebrations (programs §2). */
export const CELEBRATIONS_ADMIN_PATH = '/admin/programs/celebrations';
export const newCelebrationPath = (type: CelebrationType) => `${CELEBRATIONS_ADMIN_PATH}/new/${type}`;
export const celebrationEditPath = (id: number) => `${CELEBRATIONS_ADMIN_PATH}/${id}/edit`;
