import { CSRF_COOKIE, CSRF_FORM_FIELD } from '../http/csrf-names';
import { readCookie } from '../http/cookies';
import { forgetThemePreference } from '../theme/theme-preference';
import { SIGN_OUT_PATH } from './session-paths';

/** Signs out in one click: a form post carrying the anti-forgery token, which a plain link cannot. */
export function SignOutForm({ label }: { label: string }) {
  return (
    <form method="post" action={SIGN_OUT_PATH} onSubmit={forgetThemePreference}>
      <input type="hidden" name={CSRF_FORM_FIELD} value={readCookie(CSRF_COOKIE) ?? ''} />
      <button type="submit">{label}</button>
    </form>
  );
}
