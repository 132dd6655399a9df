/** The admin pages of incentives (programs §2). */
export const INCENTIVES_ADMIN_PATH = '/admin/programs/incentives';
export const NEW_INCENTIVE_PATH = `${INCENTIVES_ADMIN_PATH}/new`;
export const ARCHIVED_INCENTIVES_PATH = `${INCENTIVES_ADMIN_PATH}/archived`;
export const incentiveEditPath = (id: number) => `${INCENTIVES_ADMIN_PATH}/${id}/edit`;
