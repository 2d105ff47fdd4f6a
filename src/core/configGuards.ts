/**
 * Small readers for configuration from the server: type guards and the time-bound reader, shared by
 * config.ts and visibility.ts. None of them throws; problems become warnings.
 */
import { timeBound } from './time';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A time bound from configuration: a string (a date), null, absent or '' (unset). An unreadable date
 * string is unset with a warning. Any other type: undefined (the caller decides) with a warning.
 */
export function readTime(value: unknown, field: string, warnings: string[], prefix: string): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') {
    warnings.push(`${prefix}: ${field} is ${describe(value)}, not a date string`);
    return undefined;
  }
  if (timeBound(value) === null) {
    warnings.push(`${prefix}: ${field} is not a valid date ("${value}"); bound ignored`);
    return null;
  }
  return value;
}
