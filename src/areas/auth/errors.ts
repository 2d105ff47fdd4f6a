/** What the identity service's errors mean to a person. */
import { HttpError } from '../../api/http';
import type { ErrorBody } from '../../api/types';

/** The server's message for a 4xx (it is written for people), else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status === null || error.status >= 500) return null;
  const body = error.body as Partial<ErrorBody> | null;
  return typeof body?.message === 'string' ? body.message : null;
}

/** The field a 400 names, if any. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as Partial<ErrorBody> | null;
  return typeof body?.field === 'string' ? body.field : null;
}
