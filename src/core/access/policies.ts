/**
 * Reading access policies from config_json (docs/rules/shell-access-identity.md sections 3 and 6). Parsing never
 * throws: a malformed entry is skipped with a warning naming its index (and Name when it has one) and
 * what is wrong. Type, Effect and ConditionType are accepted in any letter case and normalised; a
 * missing ConditionType is All (the stricter reading); PrincipalField too is matched in any letter case. A requirement naming an unknown PrincipalField is
 * kept and never holds, with a warning.
 */
import { describe, isRecord } from '../configGuards';
import {
  BOOLEAN_FIELDS,
  CONDITION_TYPES,
  isPrincipalField,
  POLICY_EFFECTS,
  POLICY_TYPES,
  PRINCIPAL_FIELDS,
  type AccessPolicy,
  type AccessRequirement,
} from './model';
import { isReadableTime } from './zonedTime';

/** config_json keys (section 6: app config policies, and the separate app matrix). */
export const ACCESS_POLICIES_KEY = 'accessPolicies';
export const APP_ACCESS_POLICIES_KEY = 'appAccessPolicies';
export const USE_APP_ACCESS_MATRIX_KEY = 'useAppAccessMatrix';

export interface ParsedPolicies {
  policies: AccessPolicy[];
  warnings: string[];
}

/** The member of a fixed list written in any letter case, or null. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return allowed.find((a) => a.toLowerCase() === v) ?? null;
}

/** Values as strings: numbers and booleans written as text (configurations hold ["true"] and [true] alike). */
function readValues(value: unknown): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return `Values is ${describe(value)}, not an array`;
  const out: string[] = [];
  for (const [i, v] of value.entries()) {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
    else return `Values[${i}] is ${describe(v)}, not a string`;
  }
  return out;
}

/** A requirement, or the reason it is malformed. Unknown fields and odd values add warnings. */
function readRequirement(raw: unknown, label: string, warnings: string[]): AccessRequirement | string {
  if (!isRecord(raw)) return `is ${describe(raw)}, not an object`;
  const written = typeof raw.PrincipalField === 'string' ? raw.PrincipalField.trim() : '';
  if (written === '') return 'has no PrincipalField';
  const field = oneOf(written, PRINCIPAL_FIELDS) ?? written;
  const values = readValues(raw.Values);
  if (typeof values === 'string') return values;
  if (!isPrincipalField(field)) {
    warnings.push(`${label}: unknown PrincipalField "${field}"; this requirement never holds`);
  } else if (field === 'TimeAccess' && !isReadableTime(values[0] ?? '')) {
    warnings.push(`${label}: TimeAccess needs a time such as 2026-06-11T18:00 in Values[0]; this requirement never holds`);
  } else if (BOOLEAN_FIELDS.has(field) && values[0] !== undefined && !['true', 'false'].includes(values[0].trim().toLowerCase())) {
    warnings.push(`${label}: ${field} value "${values[0]}" is not true or false; read as true`);
  }
  return { PrincipalField: field, Values: values };
}

function readPolicy(raw: unknown, label: string, warnings: string[]): AccessPolicy | string {
  if (!isRecord(raw)) return `is ${describe(raw)}, not an object`;
  const Name = typeof raw.Name === 'string' ? raw.Name.trim() : '';
  if (Name === '') return 'has no Name';
  const Type = oneOf(raw.Type, POLICY_TYPES);
  if (!Type) return `Type ${JSON.stringify(raw.Type ?? null)} is not one of ${POLICY_TYPES.join(', ')}`;
  const Identifier = typeof raw.Identifier === 'string' ? raw.Identifier.trim() : '';
  if (Identifier === '') return 'has no Identifier';
  const Effect = oneOf(raw.Effect, POLICY_EFFECTS);
  if (!Effect) return `Effect ${JSON.stringify(raw.Effect ?? null)} is not Allow or Deny`;
  const ConditionType = raw.ConditionType === undefined || raw.ConditionType === null ? 'All' : oneOf(raw.ConditionType, CONDITION_TYPES);
  if (!ConditionType) return `ConditionType ${JSON.stringify(raw.ConditionType)} is not All or Any`;
  let Version = '';
  if (typeof raw.Version === 'string' || typeof raw.Version === 'number') Version = String(raw.Version);
  else if (raw.Version !== undefined && raw.Version !== null) return `Version is ${describe(raw.Version)}`;
  // Requirements must be present: a deny rule read without them would hold for everyone.
  if (raw.Requirements === undefined || raw.Requirements === null) return 'has no Requirements';
  if (!Array.isArray(raw.Requirements)) return `Requirements is ${describe(raw.Requirements)}, not an array`;
  const Requirements: AccessRequirement[] = [];
  for (const [i, entry] of raw.Requirements.entries()) {
    const requirement = readRequirement(entry, `${label} Requirements[${i}]`, warnings);
    if (typeof requirement === 'string') return `Requirements[${i}] ${requirement}`;
    Requirements.push(requirement);
  }
  return { Name, Version, Type, Identifier, Effect, Requirements, ConditionType };
}

/**
 * The policies of one config_json key (accessPolicies or appAccessPolicies). Absent or null: none,
 * without a warning. key only names the source in warnings.
 */
export function parsePolicies(raw: unknown, key: string = ACCESS_POLICIES_KEY): ParsedPolicies {
  const warnings: string[] = [];
  const policies: AccessPolicy[] = [];
  if (raw === undefined || raw === null) return { policies, warnings };
  if (!Array.isArray(raw)) {
    warnings.push(`config_json: ${key} is ${describe(raw)}, not an array; no policies`);
    return { policies, warnings };
  }
  raw.forEach((entry: unknown, index) => {
    const name = isRecord(entry) && typeof entry.Name === 'string' && entry.Name.trim() !== '' ? ` "${entry.Name.trim()}"` : '';
    const label = `config_json: ${key}[${index}]${name}`;
    const policy = readPolicy(entry, label, warnings);
    if (typeof policy === 'string') warnings.push(`${label} ${policy}; skipped`);
    else policies.push(policy);
  });
  return { policies, warnings };
}

/**
 * The policies that apply (section 6): the separate app matrix (appAccessPolicies) when running as the
 * app and config_json useAppAccessMatrix is true, otherwise accessPolicies.
 */
export function selectPolicies({ config, isApp }: { config: Record<string, unknown>; isApp: boolean }): ParsedPolicies {
  const flag = config[USE_APP_ACCESS_MATRIX_KEY];
  const warnings: string[] = [];
  if (flag !== undefined && flag !== null && typeof flag !== 'boolean') {
    warnings.push(`config_json: ${USE_APP_ACCESS_MATRIX_KEY} is ${describe(flag)}, not a boolean; using false`);
  }
  const key = isApp && flag === true ? APP_ACCESS_POLICIES_KEY : ACCESS_POLICIES_KEY;
  const parsed = parsePolicies(config[key], key);
  return { policies: parsed.policies, warnings: [...warnings, ...parsed.warnings] };
}
