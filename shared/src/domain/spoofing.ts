export interface SpoofingState {
  is_spoofing: boolean;
  is_demoing: boolean;
  /** While spoofing: whether the super-admin's own permissions are on (the toggle flips those). */
  superadmin_controls_enabled?: boolean;
}
