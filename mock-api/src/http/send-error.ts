import type { Response } from 'express';
import { API_ERRORS, apiErrorText, type ApiErrorId, type ApiErrorParams } from '@laurel/shared/contract';
import { renderRefusalPage } from './html-page';

export interface SendErrorOptions {
  /** Fill the message's `{{name}}` placeholders. */
  params?: ApiErrorParams;
  /** Every problem found, when there are several; `error` names the first. */
  errors?: readonly ApiErrorId[];
  /** The search provider's client reads `{ message, status }`, not Laurel's `{ error, message }`. */
  format?: 'search-provider';
}

/** Answers an error of the catalogue: its status, its id and its English message. The only way the mock API refuses. */
export function sendError(res: Response, id: ApiErrorId, { params, errors, format }: SendErrorOptions = {}): void {
  const { status } = API_ERRORS[id];
  const message = apiErrorText(id, params);
  if (format === 'search-provider') {
    res.status(status).json({ message, status });
    return;
  }
  // A browser's own form post (the sign-in page) reads pages, not JSON.
  if (res.req.accepts(['json', 'html']) === 'html') {
    res.status(status).type('html').send(renderRefusalPage(message));
    return;
  }
  // The params let a page say the message in its reader's language, filled as the English is.
  res.status(status).json({ error: id, ...(errors && { errors }), message, ...(params && { params }) });
}
