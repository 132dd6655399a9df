import { CSRF_FORM_FIELD, SIGN_IN_PATH, SIGN_OUT_PATH } from '@laurel/shared/contract';
import type { User } from '../db/types';
import { escapeHtml, htmlPage } from '../http/html-page';

const tokenField = (csrfToken: string) =>
  `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfToken)}">`;

/** The dev sign-in page: one button per persona, posting back with the same-origin return path. */
export function renderSignInPage(personas: User[], redirectTo: string, csrfToken: string): string {
  const buttons = personas
    .map(
      (user) => `<li><button type="submit" name="persona" value="${escapeHtml(user.persona ?? '')}">
        ${escapeHtml(user.display_name)} <small>(${escapeHtml(user.persona ?? '')}: ${escapeHtml(user.persona_description ?? '')})</small>
      </button></li>`,
    )
    .join('\n');
  return htmlPage(
    'Sign in · Laurel (development)',
    `<h1>Sign in to Laurel</h1><p>Development sign-in: choose who you are.</p>
<form method="post" action="${SIGN_IN_PATH}">
${tokenField(csrfToken)}
<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}">
<ul>${buttons}</ul></form>`,
  );
}

/** Sign-out as a form with the anti-forgery token: a link alone (or another site's image) cannot sign anyone out. */
export function renderSignOutPage(csrfToken: string): string {
  return htmlPage(
    'Sign out · Laurel',
    `<h1>Sign out of Laurel?</h1>
<form method="post" action="${SIGN_OUT_PATH}">
${tokenField(csrfToken)}
<button type="submit">Sign out</button>
</form><p><a href="/">Stay signed in</a></p>`,
  );
}
