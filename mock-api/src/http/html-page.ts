import { SIGN_IN_START_PATH } from '@laurel/shared/contract';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px}
ul{list-style:none;padding:0}li{margin:8px 0}button{width:100%;min-height:44px;text-align:left;padding:8px 12px;font-size:1rem;cursor:pointer}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}</style>`;

/** The mock API's own small pages (sign-in, sign-out, refusals): `body` is trusted markup, escape what goes in it. */
export const htmlPage = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${STYLE}</head>
<body><main>${body}</main></body></html>`;

/** A refused form post (sign-in, sign-out) as a page a person can read, with the way back. */
export const renderRefusalPage = (message: string) =>
  htmlPage('Laurel', `<h1>${escapeHtml(message)}</h1>\n<p><a href="${SIGN_IN_START_PATH}">Back to sign in</a></p>`);
