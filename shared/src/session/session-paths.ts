/** The session endpoints of the main origin, the same for the browser and the mock API. */
export const SIGN_IN_START_PATH = '/users/sign_in_start';
export const SIGN_OUT_PATH = '/users/sign_out';
export const SIGN_IN_PATH = '/users/sign_in';
export const JWT_PATH = '/api/v2/jwt';
