import type { Response } from 'express';
import { isApiErrorId, type ApiErrorId } from '@laurel/shared/contract';
import { sendError } from '../http/send-error';

interface Issue {
  message: string;
}

/** A schema's refusal: every id its issues name (they are catalogue ids), the first as the error. */
export function refuseIssues(res: Response, issues: readonly Issue[], extra: readonly ApiErrorId[] = []): void {
  const ids = [...new Set([...issues.map((issue) => issue.message).filter(isApiErrorId), ...extra])];
  const [first = 'bad_request'] = ids;
  sendError(res, first, { errors: ids.length > 0 ? ids : ['bad_request'] });
}
