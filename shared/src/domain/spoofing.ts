export interface SpoofingState {
  is_spoofing: boolean;
  is_demoing: boolean;
}
