import type { RoutePolicy } from '../contract/route-policy';

// The programs' policies, which the API's guard rows and the programs' pages both read.
/** Programs §6: viewing and claiming incentives. */
export const INCENTIVES_POLICY: RoutePolicy = { permissions: ['can-access-incentives'] };
/** Programs §6 and the admin menu's entry: the awards admins (can-manage-awards) of a tier with incentives. */
export const INCENTIVES_ADMIN_POLICY: RoutePolicy = { permissions: ['can-access-incentives', 'can-manage-awards'] };
/** Recognition §6: fetching awards and approval requests, the banner and the award action. */
export const AWARDS_POLICY: RoutePolicy = { permissions: ['can-access-awards'] };
/** Platform §6: can-manage-awards (admin, global or awards admin) in a tier with awards. */
export const AWARDS_ADMIN_POLICY: RoutePolicy = { permissions: ['can-access-awards', 'can-manage-awards'] };
/** Programs §6: nomination data and the nominate action. */
export const NOMINATIONS_POLICY: RoutePolicy = { permissions: ['can-access-nominations'] };
/** The admin menu's nominations entry: awards admins (can-manage-awards) of a tier with nominations. */
export const NOMINATIONS_ADMIN_POLICY: RoutePolicy = { permissions: ['can-access-nominations', 'can-manage-awards'] };
/** Programs §6 leaves it open; the admin menu gives celebrations to the awards admins (can-manage-awards). */
export const CELEBRATIONS_ADMIN_POLICY: RoutePolicy = { permissions: ['can-manage-awards'] };
