/**
 * zod validation of a request part. The first problem becomes a 400 whose message reads
 * "querystring.shortName: Required" and whose field is "shortName".
 */
import type { z } from 'zod';
import { BadRequestError } from './errors';

type Part = 'querystring' | 'body' | 'params';

export function parsePart<S extends z.ZodType>(part: Part, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const given = field && isRecord(value) ? value[field] : undefined;
  // A missing value reads "Required"; custom rules (e.g. "one of two") keep their own wording.
  const detail = given === undefined && issue.code !== 'custom' ? 'Required' : issue.message;
  throw new BadRequestError(field || part, `${part}${field ? `.${field}` : ''}: ${detail}`);
}

export const parseQuery = <S extends z.ZodType>(schema: S, request: { query: unknown }) => parsePart('querystring', schema, request.query);
export const parseParams = <S extends z.ZodType>(schema: S, request: { params: unknown }) => parsePart('params', schema, request.params);
export const parseBody = <S extends z.ZodType>(schema: S, request: { body: unknown }) => parsePart('body', schema, request.body);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
