/**
 * The CME rule of an event and what it makes of watch times (issue 23; src/contracts/attendance.ts). App config key
 * `cme` (ours), read with its defaults and one warning per bad value (never throws):
 *
 * | key | default | what it does |
 * |---|---|---|
 * | `cme.active` | false | the event records attendance and issues certificates of attendance |
 * | `cme.minimumSharePercent` | 75 | a session counts when at least this share of it was watched (1-100), live and on demand together |
 * | `cme.creditHoursPerHour` | 1 | credit hours per hour of a session that counts (0-10) |
 * | `cme.accreditationText` | '' | the accreditation statement printed on the certificate (and shown in my area) |
 *
 * Also the share and credit arithmetic the server and the certificate share, and h:mm for the watch times. Pure.
 */
import type { AttendanceRule } from '../../contracts/attendance';
import { CONFIG } from '../config';
import { describe, isRecord } from '../configGuards';

export const CME_DEFAULTS: AttendanceRule = { Active: false, MinimumSharePercent: 75, CreditHoursPerHour: 1, AccreditationText: '' };

/** Ours: an accreditation statement longer than this is cut (it is printed on one page). */
const MAX_ACCREDITATION_TEXT = 1000;

function readNumber(value: unknown, field: string, min: number, max: number, fallback: number, warnings: string[]): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
  warnings.push(
    `${CONFIG}: cme.${field} is ${typeof value === 'number' ? String(value) : describe(value)}, not a number from ${min} to ${max}; using ${fallback}`,
  );
  return fallback;
}

/** The event's rule from its config_json root. */
export function parseCmeRule(root: Record<string, unknown>): { rule: AttendanceRule; warnings: string[] } {
  const warnings: string[] = [];
  const raw = root.cme;
  if (raw === undefined || raw === null) return { rule: { ...CME_DEFAULTS }, warnings };
  if (!isRecord(raw)) {
    warnings.push(`${CONFIG}: cme is ${describe(raw)}, not an object; CME attendance is off`);
    return { rule: { ...CME_DEFAULTS }, warnings };
  }
  let active = CME_DEFAULTS.Active;
  if (typeof raw.active === 'boolean') active = raw.active;
  else if (raw.active !== undefined && raw.active !== null)
    warnings.push(`${CONFIG}: cme.active is ${describe(raw.active)}, not a boolean; using false`);
  let accreditation = '';
  if (typeof raw.accreditationText === 'string') accreditation = raw.accreditationText.trim().slice(0, MAX_ACCREDITATION_TEXT);
  else if (raw.accreditationText !== undefined && raw.accreditationText !== null)
    warnings.push(`${CONFIG}: cme.accreditationText is ${describe(raw.accreditationText)}, not a string; ignored`);
  return {
    rule: {
      Active: active,
      MinimumSharePercent: readNumber(raw.minimumSharePercent, 'minimumSharePercent', 1, 100, CME_DEFAULTS.MinimumSharePercent, warnings),
      CreditHoursPerHour: readNumber(raw.creditHoursPerHour, 'creditHoursPerHour', 0, 10, CME_DEFAULTS.CreditHoursPerHour, warnings),
      AccreditationText: accreditation,
    },
    warnings,
  };
}

/** A session's length in whole seconds (0 when its times are unreadable or reversed). */
export function sessionSeconds(start: string, end: string): number {
  const length = (Date.parse(end) - Date.parse(start)) / 1000;
  return Number.isFinite(length) && length > 0 ? Math.round(length) : 0;
}

/**
 * The share of a session watched, 0-100, whole percent rounded down (so that 74.9 % never passes a 75 % rule):
 * live and on demand add up (a part missed live can be watched later), never over the whole.
 */
export function sharePercent(liveSeconds: number, onDemandSeconds: number, lengthSeconds: number): number {
  if (lengthSeconds <= 0) return 0;
  return Math.min(100, Math.floor(((liveSeconds + onDemandSeconds) / lengthSeconds) * 100));
}

/** A session's credit hours by the rule when it counts: its length in hours times the rule's factor, to the quarter hour down. */
export function creditHours(lengthSeconds: number, rule: AttendanceRule): number {
  return Math.floor((lengthSeconds / 3600) * rule.CreditHoursPerHour * 4) / 4;
}

/** Several sessions' credit hours added up (quarters add exactly). */
export function totalCreditHours(hours: readonly number[]): number {
  return hours.reduce((sum, value) => sum + value, 0);
}

/** Seconds as h:mm (0:05, 1:30): whole minutes, rounded down. */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Credit hours in the page's language (1.5 / 1,5). */
export function formatCreditHours(hours: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(hours);
  } catch {
    return String(hours);
  }
}
