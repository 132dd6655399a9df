import type { APIRequestContext, APIResponse } from '@playwright/test';
import { CSRF_FORM_FIELD, SIGN_IN_PATH, SIGN_IN_START_PATH } from '@laurel/shared/contract';

const TOKEN_FIELD = new RegExp(`name="${CSRF_FORM_FIELD}" value="([^"]+)"`);

/**
 * Signs `request`'s context in as a browser does: it opens the dev sign-in page (which sets the
 * anti-forgery cookie and puts its token in the form) and posts the form back with that token.
 */
export async function postSignInForm(
  request: APIRequestContext,
  persona: string,
  redirectTo = '/',
): Promise<APIResponse> {
  const page = await request.get(SIGN_IN_START_PATH);
  const token = TOKEN_FIELD.exec(await page.text())?.[1];
  if (!token) throw new Error(`${SIGN_IN_START_PATH} has no ${CSRF_FORM_FIELD} field`);
  return request.post(SIGN_IN_PATH, {
    form: { persona, redirect_to: redirectTo, [CSRF_FORM_FIELD]: token },
    maxRedirects: 0,
  });
}
