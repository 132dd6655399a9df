/** The admin pages of awards (programs §2) and the awards waiting for approval. */
export const AWARDS_ADMIN_PATH = '/admin/programs/awards';
export const NEW_AWARD_PATH = `${AWARDS_ADMIN_PATH}/new`;
export const ARCHIVED_AWARDS_PATH = `${AWARDS_ADMIN_PATH}/archived`;
export const PENDING_AWARDS_PATH = `${AWARDS_ADMIN_PATH}/pending`;
export const awardEditPath = (id: number) => `${AWARDS_ADMIN_PATH}/${id}/edit`;
