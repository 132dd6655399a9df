/** The admin pages of nomination periods (programs §2) and the public page an admin shares. */
export const NOMINATIONS_ADMIN_PATH = '/admin/programs/nominations';
export const NEW_NOMINATION_PERIOD_PATH = `${NOMINATIONS_ADMIN_PATH}/new`;
export const nominationPeriodAdminPath = (id: number) => `${NOMINATIONS_ADMIN_PATH}/${id}`;
export const nominationPeriodEditPath = (id: number) => `${NOMINATIONS_ADMIN_PATH}/${id}/edit`;
export const sharedNominationPath = (id: number) => `/share/nominations/${id}`;
