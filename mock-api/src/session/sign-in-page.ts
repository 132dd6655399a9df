import { CSRF_FORM_FIELD, SIGN_IN_PATH, SIGN_IN_START_PATH, SIGN_OUT_PATH } from '@laurel/shared/contract';
import type { User } from '../db/types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const tokenField = (csrfToken: string) =>
  `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(csrfToken)}">`;

const STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px}
ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;min-height:44px;text-align:left;padding:8px 12px;font-size:1rem;cursor:pointer}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}</style>`;

/** The dev sign-in page: one button per persona, posting back with the same-origin return path. */
export function renderSignInPage(personas: User[], redirectTo: string, csrfToken: string): string {
  const buttons = personas
    .map(
      (user) => `<li><button type="submit" name="persona" value="${escapeHtml(user.persona ?? '')}">
        ${escapeHtml(user.display_name)} <small>(${escapeHtml(user.persona ?? '')}: ${escapeHtml(user.persona_description ?? '')})</small>
      </button></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Laurel (development)</title>
${STYLE}</head>
<body><main><h1>Sign in to Laurel</h1><p>Development sign-in: choose who you are.</p>
<form method="post" action="${SIGN_IN_PATH}">
${tokenField(csrfToken)}
<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}">
<ul>${buttons}</ul></form></main></body></html>`;
}

/** Sign-out as a form with the anti-forgery token: a link alone (or another site's image) cannot sign anyone out. */
export function renderSignOutPage(csrfToken: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Laurel</title>
${STYLE}</head>
<body><main><h1>Sign out of Laurel?</h1>
<form method="post" action="${SIGN_OUT_PATH}">
${tokenField(csrfToken)}
<button type="submit">Sign out</button>
</form><p><a href="/">Stay signed in</a></p></main></body></html>`;
}

/** A refused form post (sign-in, sign-out) as a page a person can read, with the way back. */
export function renderRefusalPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Laurel</title>
${STYLE}</head>
<body><main><h1>${escapeHtml(message)}</h1>
<p><a href="${SIGN_IN_START_PATH}">Back to sign in</a></p></main></body></html>`;
}
