/** The anti-forgery token (platform §7): a cookie the page can read, echoed in a header or a form field. */
export const CSRF_COOKIE = 'CSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
/** The hidden field of an HTML form (the dev sign-in page, the sign-out confirmation). */
export const CSRF_FORM_FIELD = 'authenticity_token';
